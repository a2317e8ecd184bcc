/**
 * The only way screens read content: live queries over the local database. Each gives `loading`
 * while nothing is stored yet and the first pull has not finished, then `loaded` (or `notFound` for a
 * detail). A page seen once renders from here offline, with no network request.
 */
import type { BlogPost } from "../../schema/entities/blog-post.ts"
import type { Collaboration } from "../../schema/entities/collaboration.ts"
import type { Employee } from "../../schema/entities/employee.ts"
import type { Project } from "../../schema/entities/project.ts"
import type { Settings, SettingsFields } from "../../schema/entities/settings.ts"
import { settingsDefaults } from "../../schema/entities/settings-defaults.ts"
import type { Team } from "../../schema/entities/team.ts"
import type { Tool } from "../../schema/entities/tool.ts"
import {
  type CollaborationsPage,
  type CollaborationsView,
  type ContentCounts,
  collaborationsMatching,
  collaborationsPage,
  type ScheduledItem,
  contentCounts,
  scheduledItems,
} from "./admin-queries.ts"
import type { SiteDatabase } from "./database.ts"
import type { Live } from "./live.ts"
import type { LocalRow } from "./local-row.ts"
import {
  type DetailKind,
  detailAnswer,
  detailKey,
  listAnswer,
  listKeys,
  settingsKey,
  validId,
} from "./public-queries.ts"
import { type Relation, relatedCards, relatedKey, relations } from "./related-queries.ts"
import { byCreatedAtDesc, byId } from "./sort.ts"
import { useLiveQuery } from "./use-live-query.ts"
import { loadDatabase } from "./database-later.ts"
import { localPull, prerenderable, pulledOnce } from "./prerenderable.ts"

export type { CollaborationsPage, CollaborationsView, ContentCounts, ScheduledItem } from "./admin-queries.ts"

type Loaded<T> = Live<T> | undefined

const isAdminScope = async (database: SiteDatabase): Promise<boolean> =>
  (await database.meta.get("scope"))?.value === "admin"

const listQuery = async <T>(database: SiteDatabase, rows: T[]): Promise<Live<T[]>> =>
  listAnswer(rows, await pulledOnce(database))

const detailQuery = async <T>(database: SiteDatabase, row: T | undefined): Promise<Live<T>> =>
  detailAnswer(row, await pulledOnce(database))

const orLoading = <T>(value: Loaded<T>): Live<T> => value ?? { status: "loading" }

const useList = <T extends { id: number }>(
  key: string,
  read: (database: SiteDatabase) => Promise<T[]>,
): Live<T[]> =>
  orLoading(
    useLiveQuery(
      async (database) => listQuery(database, (await read(database)).sort(byId)),
      [],
      undefined,
      prerenderable<T[]>(key),
    ),
  )

const useDetail = <T>(
  kind: DetailKind,
  id: number,
  read: (database: SiteDatabase) => Promise<T | undefined>,
): Live<T> =>
  orLoading(
    useLiveQuery(
      async (database): Promise<Live<T>> =>
        validId(id) ? detailQuery(database, await read(database)) : { status: "notFound" },
      [id],
      undefined,
      prerenderable<T>(detailKey(kind, id)),
    ),
  )

export const useEmployees = (): Live<LocalRow<Employee>[]> =>
  useList(listKeys.employees, (database) => database.employees.toArray())
export const useEmployee = (id: number): Live<LocalRow<Employee>> =>
  useDetail("employee", id, (database) => database.employees.get(id))
export const useTeams = (): Live<LocalRow<Team>[]> =>
  useList(listKeys.teams, (database) => database.teams.toArray())
export const useTeam = (id: number): Live<LocalRow<Team>> =>
  useDetail("team", id, (database) => database.teams.get(id))
export const useProjects = (): Live<LocalRow<Project>[]> =>
  useList(listKeys.projects, (database) => database.projects.toArray())
export const useProject = (id: number): Live<LocalRow<Project>> =>
  useDetail("project", id, (database) => database.projects.get(id))
export const useTools = (): Live<LocalRow<Tool>[]> =>
  useList(listKeys.tools, (database) => database.tools.toArray())
export const useTool = (id: number): Live<LocalRow<Tool>> =>
  useDetail("tool", id, (database) => database.tools.get(id))

/** Published posts, newest first (an admin device also holds drafts; they are left out here). */
export const usePublishedPosts = (): Live<LocalRow<BlogPost>[]> =>
  orLoading(
    useLiveQuery(
      async (database) => {
        const rows = await database.blogPosts.filter((post) => post.isPublished).toArray()
        return listQuery(database, rows.sort(byCreatedAtDesc))
      },
      [],
      undefined,
      prerenderable<LocalRow<BlogPost>[]>(listKeys.posts),
    ),
  )

/**
 * A detail page's related block (related-queries.ts): the cards it shows, picked from every row of
 * their kind on the device, answered again when the page's record (its version) or those rows change.
 */
export const useRelated = <T>(
  relation: Relation,
  owner: { readonly id: number; readonly version: number },
): Live<T[]> =>
  orLoading(
    useLiveQuery(
      async (database) => {
        const rows = (await database.table(relations[relation].rows).toArray()) as Array<{ id: number }>
        const picked = relatedCards(relation, owner as unknown as { id: number }, rows)
        return listQuery(database, picked as unknown as T[])
      },
      // The record's fields the pick reads change with its version.
      [relation, owner.id, owner.version],
      undefined,
      prerenderable<T[]>(relatedKey(relation, owner.id)),
    ),
  )

/** Admin: every post, drafts included, newest first. */
export const useAllBlogPosts = (): Live<LocalRow<BlogPost>[]> =>
  orLoading(
    useLiveQuery(
      async (database) => listQuery(database, (await database.blogPosts.toArray()).sort(byCreatedAtDesc)),
      [],
    ),
  )

/** A post by id: a draft is "not found" unless this device is signed in as an admin. */
export const useBlogPost = (id: number): Live<LocalRow<BlogPost>> =>
  useDetail("post", id, async (database) => {
    const post = await database.blogPosts.get(id)
    if (post === undefined || post.isPublished) return post
    return (await isAdminScope(database)) ? post : undefined
  })

/** Admin: collaboration requests (only on a device signed in as an admin). */
export const useCollaborations = (): Live<LocalRow<Collaboration>[]> =>
  useList("collaborations", (database) => database.collaborations.toArray())

/**
 * Admin: a page of the collaboration inbox, newest first (issue 26, item 2; admin-queries.ts reads
 * it): without a search only the page is read, through indexes, and the matches are counted with
 * `count()`; a search scans. Re-read when the view changes or the table is written.
 */
export const useCollaborationsPage = (view: CollaborationsView): Live<CollaborationsPage> => {
  const { status, kind, search, limit } = view
  // The view's `matches` is its search's: it changes with `search`, a dependency.
  return orLoading(
    useLiveQuery(
      async (database): Promise<Live<CollaborationsPage>> => {
        const page = await collaborationsPage(database, view)
        const answer = listAnswer(page.rows, await pulledOnce(database))
        return answer.status === "loaded" ? { status: "loaded", data: page } : answer
      },
      [status, kind, search, limit],
    ),
  )
}

/** Admin: every request the inbox's status and search show, newest first, read once (its CSV export). */
export const readCollaborationsMatching = async (view: Omit<CollaborationsView, "limit">) =>
  collaborationsMatching((await loadDatabase()).db, view)

/** Admin: one collaboration request, kept live (its dialog shows a status change at once). */
export const useCollaboration = (id: number | null): LocalRow<Collaboration> | undefined =>
  useLiveQuery(async (database) => (id === null ? undefined : database.collaborations.get(id)), [id])

/** Admin: every scheduled publish and unpublish on the device, soonest first (the dashboard). */
export const useScheduledItems = (): ScheduledItem[] | undefined =>
  useLiveQuery((database) => scheduledItems(database), [])

/**
 * Admin: the dashboard's counts (admin-queries.ts), live. Undefined until answered, and while nothing
 * is stored and the first pull has not finished (zeros that are no answer yet).
 */
export const useContentCounts = (): ContentCounts | undefined =>
  useLiveQuery(async (database) => {
    const counts = await contentCounts(database)
    const nothing = Object.values(counts).every((count) => count === 0)
    return nothing && !(await pulledOnce(database)) ? undefined : counts
  }, [])

export interface SettingsView {
  status: "loading" | "loaded"
  /** The stored row over the defaults: always usable, even before the first pull. */
  settings: SettingsFields & Partial<Pick<Settings, "id" | "version" | "updatedAt">> & { syncState?: string }
}

export const useSettings = (): SettingsView => {
  const row = useLiveQuery(
    async (database) => ({ row: await database.settings.get(1), pulled: await pulledOnce(database) }),
    [],
    undefined,
    { key: settingsKey, pending: (value) => value.row === undefined && !value.pulled, localPull },
  )
  if (row === undefined) return { status: "loading", settings: settingsDefaults }
  const settings = { ...settingsDefaults, ...row.row }
  return { status: row.row !== undefined || row.pulled ? "loaded" : "loading", settings }
}

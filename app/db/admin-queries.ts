/**
 * The back office's reads that must stay cheap with 100,000 rows on the device (issue 26, item 2):
 * a page of the inbox and the dashboard's counts. Each reads only what it answers with, through the
 * primary key and the `status` index (database.ts, v4) and `count()`; only a search scans. Used by the
 * hooks (hooks.ts), which keep them live; they take the database so tests can give their own.
 */
import type { Collaboration, CollaborationStatus } from "../../schema/entities/collaboration.ts"
// Not from collaboration.ts: that module builds Effect schemas, and these reads are on the first load.
import { type EnquiryKind, enquiryKindOf } from "../../schema/entities/enquiry-kind.ts"
import type { SiteDatabase } from "./database.ts"
import type { LocalRow } from "./local-row.ts"
import { newestFirst } from "./sort.ts"

type Request = LocalRow<Collaboration>

/** One page of the inbox: the first `limit` requests matching, newest first, and how many match. */
export interface CollaborationsPage {
  readonly rows: Request[]
  readonly total: number
}

/** What the inbox shows: a status (or all), a kind (or all), a search text and how many rows it draws. */
export interface CollaborationsView {
  readonly status: CollaborationStatus | "all"
  /** Requests, contact messages or both. Rows stored before contact messages have no kind (no index). */
  readonly kind: EnquiryKind | "all"
  /** The search text; `matches` says which rows it finds (the screen's search rules). */
  readonly search: string
  readonly matches: (row: Request) => boolean
  readonly limit: number
}

/**
 * The newest `limit` requests of the status (or all), newest first: those made on this device and not
 * sent yet (negative ids: the newest, and few) first, then the stored ones from the highest id down,
 * read through the index in reverse with a limit.
 */
const newestOf = async (
  database: SiteDatabase,
  status: CollaborationStatus | "all",
  limit: number,
): Promise<Request[]> => {
  const table = database.collaborations
  const local = (await table.where(":id").below(0).toArray())
    .filter((row) => status === "all" || row.status === status)
    .sort(newestFirst)
  if (local.length >= limit) return local.slice(0, limit)
  const range = status === "all" ? table.orderBy(":id") : table.where("status").equals(status)
  const stored = await range.reverse().limit(limit).toArray()
  return [...local, ...stored.filter((row) => row.id > 0)].slice(0, limit)
}

/** Every request the inbox's status and search show, newest first (the inbox's CSV export). */
export const collaborationsMatching = async (
  database: SiteDatabase,
  { status, kind, search, matches }: Omit<CollaborationsView, "limit">,
): Promise<Request[]> => {
  const table = database.collaborations
  const range = status === "all" ? table.toCollection() : table.where("status").equals(status)
  const rows = await range.toArray()
  const ofKind = kind === "all" ? rows : rows.filter((row) => enquiryKindOf(row) === kind)
  return (search.trim() === "" ? ofKind : ofKind.filter(matches)).sort(newestFirst)
}

/**
 * A page of the inbox. Without a search or a kind: the page read through the index with a limit, the
 * total with `count()`. With one: every request of the status read (a scan), matched, sorted and cut.
 */
export const collaborationsPage = async (
  database: SiteDatabase,
  { status, kind, search, matches, limit }: CollaborationsView,
): Promise<CollaborationsPage> => {
  const table = database.collaborations
  const range = () => (status === "all" ? table.toCollection() : table.where("status").equals(status))
  if (search.trim() === "" && kind === "all") {
    const [total, rows] = await Promise.all([range().count(), newestOf(database, status, limit)])
    return { rows, total }
  }
  const found = await collaborationsMatching(database, { status, kind, search, matches })
  return { rows: found.slice(0, limit), total: found.length }
}

/** How many rows of each section this device holds (the dashboard's tiles). */
export interface ContentCounts {
  readonly employees: number
  readonly teams: number
  readonly projects: number
  readonly tools: number
  readonly blog: number
  readonly collaborations: number
  /** Collaboration requests still "new". */
  readonly newCollaborations: number
}

/** The dashboard's counts: every table counted, none read (the new requests through the status index). */
export const contentCounts = async (database: SiteDatabase): Promise<ContentCounts> => {
  const [employees, teams, projects, tools, blog, collaborations, newCollaborations] = await Promise.all([
    database.employees.count(),
    database.teams.count(),
    database.projects.count(),
    database.tools.count(),
    database.blogPosts.count(),
    database.collaborations.count(),
    database.collaborations.where("status").equals("new").count(),
  ])
  return { employees, teams, projects, tools, blog, collaborations, newCollaborations }
}

/** One action waiting in a record's schedule (issue 31), as the dashboard lists it. */
export interface ScheduledItem {
  readonly entity: "blogPosts" | "projects" | "tools"
  readonly id: number
  readonly name: string
  readonly action: "publish" | "unpublish"
  /** The instant it is due (ISO). */
  readonly at: string
}

/**
 * Every scheduled action on the device, soonest first. The three tables are read whole: schedules
 * are not indexed (a row stored before migration 017 has no fields at all), and a thousand posts read
 * in a few milliseconds; the dashboard asks once per change.
 */
export const scheduledItems = async (database: SiteDatabase): Promise<ScheduledItem[]> => {
  const [posts, projects, tools] = await Promise.all([
    database.blogPosts.toArray(),
    database.projects.toArray(),
    database.tools.toArray(),
  ])
  const items: ScheduledItem[] = []
  // A row stored before migration 017 has no schedule fields: read as none.
  const add = <R extends { id: number; publishAt?: string | null; unpublishAt?: string | null }>(
    entity: ScheduledItem["entity"],
    rows: ReadonlyArray<R>,
    nameOf: (row: R) => string,
  ) => {
    for (const row of rows) {
      if (row.id <= 0) continue
      const name = nameOf(row)
      if (typeof row.publishAt === "string")
        items.push({ entity, id: row.id, name, action: "publish", at: row.publishAt })
      if (typeof row.unpublishAt === "string")
        items.push({ entity, id: row.id, name, action: "unpublish", at: row.unpublishAt })
    }
  }
  add("blogPosts", posts, (row) => row.title)
  add("projects", projects, (row) => row.name)
  add("tools", tools, (row) => row.name)
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

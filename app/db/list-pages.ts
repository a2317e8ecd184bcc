/**
 * The public lists' pages as live queries (issue 33, item 2): a list page reads only the cards of the
 * pages on screen and the list's count, and the home page only its blocks' first rows, so a page the
 * server rendered carries those in its data block, not every row (rows-answers.ts answers the same
 * keys over the server's rows; public-queries.ts makes both answers). A search or a filter reads
 * every row of the local database, offline too, and pages through the matches on screen.
 */
import { prerenderable, pulledOnce } from "./prerenderable.ts"
import type { BlogPost } from "../../schema/entities/blog-post.ts"
import type { Employee } from "../../schema/entities/employee.ts"
import type { Project } from "../../schema/entities/project.ts"
import type { Team } from "../../schema/entities/team.ts"
import type { Tool } from "../../schema/entities/tool.ts"
import { type PagedList, listFirstKey, listPagesKey } from "../../shared/list-paging.ts"
import type { SiteDatabase } from "./database.ts"
import type { Live } from "./live.ts"
import type { LocalRow } from "./local-row.ts"
import { type ListPages, cardsOf, listAnswer, listPagesAnswer, postCategories } from "./public-queries.ts"
import { byCreatedAtDesc, byId } from "./sort.ts"
import { useLiveQuery } from "./use-live-query.ts"

export type { ListPages } from "./public-queries.ts"

/** The rows of each list. */
export interface ListRows {
  readonly employees: LocalRow<Employee>
  readonly teams: LocalRow<Team>
  readonly projects: LocalRow<Project>
  readonly tools: LocalRow<Tool>
  readonly posts: LocalRow<BlogPost>
}

/** A whole list in its order: the four lists by id, the published posts newest first. */
const ordered = async <L extends PagedList>(database: SiteDatabase, list: L): Promise<Array<ListRows[L]>> => {
  switch (list) {
    case "posts": {
      const posts = await database.blogPosts.filter((post) => post.isPublished).toArray()
      return posts.sort(byCreatedAtDesc) as Array<ListRows[L]>
    }
    case "employees":
      return (await database.employees.toArray()).sort(byId) as Array<ListRows[L]>
    case "teams":
      return (await database.teams.toArray()).sort(byId) as Array<ListRows[L]>
    case "projects":
      return (await database.projects.toArray()).sort(byId) as Array<ListRows[L]>
    default:
      return (await database.tools.toArray()).sort(byId) as Array<ListRows[L]>
  }
}

const orLoading = <T>(value: Live<T> | undefined): Live<T> => value ?? { status: "loading" }

/** Pages `from` to `to` of a list (1-based, inclusive) and its count; "not found" past the last page. */
export const useListPages = <L extends PagedList>(
  list: L,
  from: number,
  to: number,
): Live<ListPages<ListRows[L]>> =>
  orLoading(
    useLiveQuery(
      async (database) => {
        const rows = await ordered(database, list)
        const categories = list === "posts" ? postCategories(rows) : undefined
        return listPagesAnswer(list, rows, { from, to }, await pulledOnce(database), categories)
      },
      [list, from, to],
      undefined,
      prerenderable<ListPages<ListRows[L]>>(listPagesKey(list, from, to)),
    ),
  )

/** The first `count` rows of a list (a home page block). */
export const useListFirst = <L extends PagedList>(list: L, count: number): Live<Array<ListRows[L]>> =>
  orLoading(
    useLiveQuery(
      async (database) =>
        listAnswer(
          cardsOf(list, (await ordered(database, list)).slice(0, count)),
          await pulledOnce(database),
        ),
      [list, count],
      undefined,
      prerenderable<Array<ListRows[L]>>(listFirstKey(list, count)),
    ),
  )

/**
 * Every row of a list that `match` keeps, in the list's order (a search or filter, which the server
 * never renders: no key). `deps` are what `match` depends on.
 */
export const useListMatches = <L extends PagedList>(
  list: L,
  match: (rows: Array<ListRows[L]>) => Array<ListRows[L]>,
  deps: readonly unknown[],
): Live<Array<ListRows[L]>> =>
  orLoading(
    useLiveQuery(
      async (database) => listAnswer(match(await ordered(database, list)), await pulledOnce(database)),
      [list, ...deps],
    ),
  )

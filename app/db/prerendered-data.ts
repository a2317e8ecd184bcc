/**
 * The content a rendered page was rendered with. The server renders every public page from its
 * database (app/start/render-page.tsx), and the app renders the page on screen for its offline copy
 * (app/start/render-markup.tsx). Such a page is hydrated, not rendered again: React
 * adopts the markup as it is, which costs the browser no new layout and no new paint. For that, the
 * app's first render must give exactly that markup, so the live queries (use-live-query.ts) answer
 * their first render from the page's embedded results instead of "loading", and the parts that mount
 * after the first paint stay out of it (AfterFirstPaint).
 *
 * Each live query a page can be rendered with has a key ("employees", "employee:3"...: public-queries.ts).
 * A render to markup is a "matching render": its queries answer from a source of results (the
 * server's rows, or the results the browser recorded), and the results it read are embedded in the
 * page. While the page hydrates, they are read back from there. Outside those renders, nothing here
 * is used: the local database decides.
 */
import { prerenderedDataId } from "../../shared/prerendered-data.ts"

/**
 * Whether live query results are recorded: always in a browser. The prerender renders its pages from
 * them, and so does the app when it keeps its own rendered page for an offline first paint
 * (app/start/rendered-page-keeper.ts), which loads long after the queries first answered.
 * One entry per query key, replaced by each new result: what the app holds anyway.
 */
const recording = (): boolean => typeof window !== "undefined"

const recorded = new Map<string, unknown>()

/**
 * Where a matching render takes its results from: the page's embedded results (a hydration), the
 * recorded ones (the app's render of its own page), or the server's content (the server's render,
 * app/start/render-page.tsx). Undefined: no result for that key.
 */
export type PageResults = (key: string) => { readonly value: unknown } | undefined

/** A map of results as a source (the embedded or recorded results). */
export const resultsOf =
  (results: ReadonlyMap<string, unknown>): PageResults =>
  (key) =>
    results.has(key) ? { value: results.get(key) } : undefined

interface MatchingRender {
  readonly results: PageResults
  /** Keys the local database has answered for itself since (see settledResult). */
  readonly settled: Set<string>
  /** What the render read or made, by key: what a page rendered now must carry. */
  readonly read: Map<string, unknown>
}

let matching: MatchingRender | undefined

/**
 * Keeps the latest result of a keyed live query (or a post's HTML) in a browser; during a matching
 * render it also becomes part of what the page carries (a result the render made itself, such as a
 * post's HTML the server rendered).
 */
export const recordResult = (key: string, value: unknown): void => {
  if (recording()) recorded.set(key, value)
  matching?.read.set(key, value)
}

/** Every keyed live query's latest result, recorded during the prerender. */
export const recordedResults = (): ReadonlyMap<string, unknown> => recorded

/**
 * From now on, renders must give the rendered page's markup: live queries answer from `results`
 * (until the local database has an answer of its own, see settledResult), and what mounts after the
 * first paint stays out. For a hydration this lasts as long as the page: React hydrates the page's
 * Suspense boundaries (the router's, the footer's) in later passes, each of which must still match.
 */
export const beginMatchingRender = (results: ReadonlyMap<string, unknown> | PageResults): void => {
  caughtUp = false
  matching = {
    results: typeof results === "function" ? results : resultsOf(results),
    settled: new Set(),
    read: new Map(),
  }
}

/** Ends the matching render; gives the results it read or made, by key (what its page carries). */
export const endMatchingRender = (): ReadonlyMap<string, unknown> => {
  const read = matching?.read ?? new Map<string, unknown>()
  matching = undefined
  return read
}

/**
 * Renders to markup (`render`: React's renderToString over the app's tree) as a matching render over
 * `results`; gives the markup and the results the render read or made (what the page must carry).
 * The render is synchronous, so no other render can take the module's source meanwhile.
 */
export const renderMatching = (
  results: ReadonlyMap<string, unknown> | PageResults,
  render: () => string,
): { readonly html: string; readonly read: ReadonlyMap<string, unknown> } => {
  beginMatchingRender(results)
  let html: string
  let read: ReadonlyMap<string, unknown>
  try {
    html = render()
  } finally {
    read = endMatchingRender()
  }
  return { html, read }
}

/**
 * The key of the change log's seq a page the server rendered is as of (schema/page-render.ts). The
 * server's page can be newer than the device's database: a returning visitor's device holds what its
 * last pull gave, and the page was rendered a moment ago. Its answers must not put older content
 * back on screen until the pull has caught up (the page's content would flash back to the old).
 */
export const pageCursorKey = "sync:cursor"

/** Set once the local database has been seen at or past the page's seq: queries stop asking then. */
let caughtUp = false

/** How far the local database has pulled: the change log's seq, and when a pull last finished. */
export interface LocalPull {
  readonly cursor: number
  /** Milliseconds since the epoch, by this device's clock; undefined before the first pull. */
  readonly finishedAt: number | undefined
}

/** When this page load began: a pull finished after it was made with the page on screen. */
const pageLoadedAt = (): number => (typeof performance === "undefined" ? 0 : performance.timeOrigin)

/**
 * Whether the page on screen is newer than the local database (false when the page does not say its
 * seq, as the app's own kept page does: the local database, which rendered it, decides). Each answer
 * is judged by the position it was read at: one read before the pull is still behind, even after a
 * faster query has seen the pull. A pull finished since the page loaded is as new as the server gets,
 * whatever its seq says (a database restored from a backup counts from an older seq).
 */
export const pageAheadOf = ({ cursor, finishedAt }: LocalPull): boolean => {
  const page = matching?.results(pageCursorKey)?.value
  const pulledSinceLoad = finishedAt !== undefined && finishedAt >= pageLoadedAt()
  if (typeof page === "number" && cursor < page && !pulledSinceLoad) return true
  caughtUp = true
  return false
}

/** Whether a live query must still say how far the local database has pulled (see pageAheadOf). */
export const awaitingCatchUp = (): boolean => !caughtUp && matching !== undefined

/** True while a render must give the rendered page's markup (see beginMatchingRender). */
export const isMatchingRender = (): boolean => matching !== undefined

/** The page's result of a live query, while a matching render is under way. */
export const prerenderedResult = <T>(key: string): { value: T } | undefined => {
  if (matching === undefined || matching.settled.has(key)) return undefined
  const found = matching.results(key)
  if (found === undefined) return undefined
  matching.read.set(key, found.value)
  return { value: found.value as T }
}

/**
 * The local database has answered `key` for itself: a query that starts later starts from that
 * answer, not from the page's older one.
 */
export const settledResult = (key: string): void => {
  matching?.settled.add(key)
}

/** What waits for the page's hydration to end, while a prerendered page hydrates. */
let hydrating: Array<() => void> | undefined

/**
 * A prerendered page starts hydrating: from now until endHydration, the local database's answers
 * wait (afterHydration). React hydrates the page's Suspense boundaries (the router's, around the
 * page; the footer's) at the lowest priority, after every other pending render. An answer that
 * changes the screen (content edited since the build, or a row the database keeps with more than
 * the page shows) is a transition that reaches a boundary not yet hydrated; React cannot hydrate a
 * boundary whose props changed, so that transition waits for it, and the boundary's hydration waits
 * behind the transition. The page stayed unhydrated, its buttons taking no clicks, until
 * hydrate.ts's 10-second limit: on a second visit, about one page load in four.
 */
export const beginHydration = (): void => {
  hydrating = []
}

/** The page is hydrated: the answers that waited are applied, in the order they came. */
export const endHydration = (): void => {
  const waiting = hydrating ?? []
  hydrating = undefined
  for (const apply of waiting) apply()
}

/** Runs `apply` (a live query's new result) now, or once the page's hydration has ended. */
export const afterHydration = (apply: () => void): void => {
  if (hydrating === undefined) apply()
  else hydrating.push(apply)
}

/** The results embedded in a prerendered page, if it has them and they can be read. */
export const embeddedResults = (): ReadonlyMap<string, unknown> | undefined => {
  const text = document.getElementById(prerenderedDataId)?.textContent
  if (text === undefined || text === null) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== "object" || parsed === null) return undefined
    return new Map(Object.entries(parsed))
  } catch {
    return undefined
  }
}

/**
 * The content a prerendered page was rendered with (scripts/prerender.ts). A prerendered page is
 * hydrated, not rendered again: React adopts the server's markup as it is, which costs the browser no
 * new layout and no new paint. For that, the app's first render must give exactly that markup, so
 * the live queries (use-live-query.ts) answer their first render from the page's embedded results
 * instead of "loading", and the parts that mount after the first paint stay out of it (AfterFirstPaint).
 *
 * Each live query that can be prerendered has a key ("employees", "employee:3"...). The latest result
 * of every keyed query is recorded; rendering the page to markup then reads
 * them, and the results it read are embedded in the page. While a prerendered page hydrates, they are
 * read back from there. Outside those two renders, nothing here is used: the local database decides.
 */

/**
 * Whether live query results are recorded: always in a browser. The prerender renders its pages from
 * them, and so does the app when it keeps its own rendered page for an offline first paint
 * (features/site/prerender/rendered-page-keeper.ts), which loads long after the queries first answered.
 * One entry per query key, replaced by each new result: what the app holds anyway.
 */
const recording = (): boolean => typeof window !== "undefined"

const recorded = new Map<string, unknown>()

interface MatchingRender {
  readonly results: Map<string, unknown>
  readonly read: Set<string>
}

let matching: MatchingRender | undefined

/** Keeps the latest result of a keyed live query, when the prerender is recording. */
export const recordResult = (key: string, value: unknown): void => {
  if (recording()) recorded.set(key, value)
}

/** Every keyed live query's latest result, recorded during the prerender. */
export const recordedResults = (): ReadonlyMap<string, unknown> => recorded

/**
 * From now on, renders must give the prerendered page's markup: live queries answer from `results`
 * (until the local database has an answer of its own, see settledResult), and what mounts after the
 * first paint stays out. For a hydration this lasts as long as the page: React hydrates the page's
 * Suspense boundaries (the router's, the footer's) in later passes, each of which must still match.
 */
export const beginMatchingRender = (results: ReadonlyMap<string, unknown>): void => {
  matching = { results: new Map(results), read: new Set() }
}

/** Ends the matching render (the prerender's render to markup); gives the keys whose results it read. */
export const endMatchingRender = (): ReadonlySet<string> => {
  const read = matching?.read ?? new Set<string>()
  matching = undefined
  return read
}

/** True while a render must give the prerendered page's markup (see beginMatchingRender). */
export const isMatchingRender = (): boolean => matching !== undefined

/** The prerendered result of a live query, while a matching render is under way. */
export const prerenderedResult = <T>(key: string): { value: T } | undefined => {
  if (matching === undefined || !matching.results.has(key)) return undefined
  matching.read.add(key)
  return { value: matching.results.get(key) as T }
}

/**
 * The local database has answered `key` for itself: a query that starts later starts from that
 * answer, not from the page's older one.
 */
export const settledResult = (key: string): void => {
  matching?.results.delete(key)
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

/** The id of the <script type="application/json"> that carries a prerendered page's results. */
export const prerenderedDataId = "prerendered-data"

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

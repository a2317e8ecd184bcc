/**
 * The site search as screens use it (issue 32): the one index of this page load over the local
 * database (search-store.ts), and `useSiteSearch`, the results of a query in the page's language.
 * A results page the server rendered carries its results (db/prerendered-data.ts): the app's first
 * render (the hydration) shows those, then its own index's once it is built.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react"
import type { SearchLanguage, SearchResults } from "../../../../shared/search/search-index.ts"
import { db } from "../../../db/database.ts"
import { afterHydration, isMatchingRender, prerenderedResult } from "../../../db/prerendered-data.ts"
import { searchKey } from "../../../db/public-queries.ts"
import { type SearchStore, createSearchStore } from "./search-store.ts"

let store: SearchStore | undefined

/** The page's search index, started on first use. */
export const siteSearchStore = (): SearchStore => (store ??= createSearchStore(db))

export interface SiteSearch {
  /** Undefined while the index is not built yet (and the page carried no results). */
  readonly results: SearchResults | undefined
}

const noSubscription = () => () => {}

export const useSiteSearch = (query: string, language: SearchLanguage, perKind: number): SiteSearch => {
  const key = searchKey(language, perKind, query)
  // The server's results, while the page it rendered hydrates.
  const [prerendered] = useState(() =>
    isMatchingRender() ? prerenderedResult<SearchResults>(key)?.value : undefined,
  )
  const [current, setCurrent] = useState<SearchStore | undefined>(undefined)
  useEffect(() => {
    afterHydration(() => setCurrent(siteSearchStore()))
  }, [])
  const version = useSyncExternalStore(
    current?.subscribe ?? noSubscription,
    () => current?.version() ?? -1,
    () => -1,
  )
  const live = useMemo(
    () =>
      current !== undefined && version >= 0 && current.ready()
        ? current.index.search(query, { language, perKind })
        : undefined,
    [current, version, query, language, perKind],
  )
  return { results: live ?? (prerendered?.query === undefined ? undefined : prerendered) }
}

/** Where a search result leads: the record's own page (the router writes the /en prefix). */
import type { SearchKind } from "../../../../shared/search/documents.ts"

/** The route of each kind's page. */
export const hitRoutes = {
  employee: "/employees/$id",
  team: "/teams/$id",
  project: "/projects/$id",
  tool: "/tools/$id",
  post: "/blog/$id",
} as const satisfies Readonly<Record<SearchKind, string>>

/** The router's address of a result: its route and id. */
export const hitTarget = (kind: SearchKind, id: number) => ({
  to: hitRoutes[kind],
  params: { id: String(id) },
})

/** The results page's address in a language, with the query. */
export const searchPagePath = (language: string, query: string): string => {
  const base = language === "en" ? "/en/search" : "/search"
  return query === "" ? base : `${base}?q=${encodeURIComponent(query)}`
}

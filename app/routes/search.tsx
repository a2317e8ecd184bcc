import { createFileRoute } from "@tanstack/react-router"
import { SearchPage } from "../features/site/search/SearchPage.tsx"

/** The site search's results (issue 32): `?q=` is the query; anything else in the address is ignored. */
export const Route = createFileRoute("/search")({
  // The router reads `?q=42` as a number: a query is its text whatever it looks like.
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === "string" || typeof search.q === "number" ? { q: String(search.q) } : {},
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return <SearchPage query={q ?? ""} />
}

import { createFileRoute } from "@tanstack/react-router"
import { routePageOf } from "../../../shared/list-paging.ts"
import { TeamsListPage } from "../../features/site/teams/TeamsListPage.tsx"

/** `?page=N` (issue 33): the list's page N; anything else is the first page (the server redirects it). */
export const Route = createFileRoute("/teams/")({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = routePageOf(search.page)
    return page === 1 ? {} : { page }
  },
  component: TeamsListPageRoute,
})

function TeamsListPageRoute() {
  const { page } = Route.useSearch()
  return <TeamsListPage page={page ?? 1} />
}

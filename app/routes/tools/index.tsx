import { createFileRoute } from "@tanstack/react-router"
import { routePageOf } from "../../../shared/list-paging.ts"
import { ToolsListPage } from "../../features/site/tools/ToolsListPage.tsx"

/** `?page=N` (issue 33): the list's page N; anything else is the first page (the server redirects it). */
export const Route = createFileRoute("/tools/")({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = routePageOf(search.page)
    return page === 1 ? {} : { page }
  },
  component: ToolsListPageRoute,
})

function ToolsListPageRoute() {
  const { page } = Route.useSearch()
  return <ToolsListPage page={page ?? 1} />
}

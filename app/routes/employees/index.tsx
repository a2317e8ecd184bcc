import { createFileRoute } from "@tanstack/react-router"
import { routePageOf } from "../../../shared/list-paging.ts"
import { EmployeesListPage } from "../../features/site/employees/EmployeesListPage.tsx"

/** `?page=N` (issue 33): the list's page N; anything else is the first page (the server redirects it). */
export const Route = createFileRoute("/employees/")({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = routePageOf(search.page)
    return page === 1 ? {} : { page }
  },
  component: EmployeesListPageRoute,
})

function EmployeesListPageRoute() {
  const { page } = Route.useSearch()
  return <EmployeesListPage page={page ?? 1} />
}

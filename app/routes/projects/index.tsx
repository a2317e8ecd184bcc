import { createFileRoute } from "@tanstack/react-router"
import { routePageOf } from "../../../shared/list-paging.ts"
import { ProjectsListPage } from "../../features/site/projects/ProjectsListPage.tsx"

/** `?page=N` (issue 33): the list's page N; anything else is the first page (the server redirects it). */
export const Route = createFileRoute("/projects/")({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = routePageOf(search.page)
    return page === 1 ? {} : { page }
  },
  component: ProjectsListPageRoute,
})

function ProjectsListPageRoute() {
  const { page } = Route.useSearch()
  return <ProjectsListPage page={page ?? 1} />
}

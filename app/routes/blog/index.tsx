import { createFileRoute } from "@tanstack/react-router"
import { routePageOf } from "../../../shared/list-paging.ts"
import { BlogListPage } from "../../features/site/blog/BlogListPage.tsx"

/** `?page=N` (issue 33): the list's page N; anything else is the first page (the server redirects it). */
export const Route = createFileRoute("/blog/")({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = routePageOf(search.page)
    return page === 1 ? {} : { page }
  },
  component: BlogListPageRoute,
})

function BlogListPageRoute() {
  const { page } = Route.useSearch()
  return <BlogListPage page={page ?? 1} />
}

import { createFileRoute } from "@tanstack/react-router"
import { BlogPostPage } from "../../features/site/blog/BlogPostPage.tsx"

export const Route = createFileRoute("/blog/$id")({ component: BlogPostRoute })

function BlogPostRoute() {
  const { id } = Route.useParams()
  return <BlogPostPage key={id} id={id} />
}

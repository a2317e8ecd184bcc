import { createFileRoute } from "@tanstack/react-router"
import { BlogListPage } from "../../features/site/blog/BlogListPage.tsx"

export const Route = createFileRoute("/blog/")({ component: BlogListPage })

import { createFileRoute } from "@tanstack/react-router"
import { BlogScreen } from "../../../features/admin/blog/BlogScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/blog")({ component: BlogScreen })

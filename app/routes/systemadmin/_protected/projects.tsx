import { createFileRoute } from "@tanstack/react-router"
import { ProjectsScreen } from "../../../features/admin/projects/ProjectsScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/projects")({ component: ProjectsScreen })

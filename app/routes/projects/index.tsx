import { createFileRoute } from "@tanstack/react-router"
import { ProjectsListPage } from "../../features/site/projects/ProjectsListPage.tsx"

export const Route = createFileRoute("/projects/")({ component: ProjectsListPage })

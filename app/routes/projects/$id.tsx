import { createFileRoute } from "@tanstack/react-router"
import { ProjectDetailPage } from "../../features/site/projects/ProjectDetailPage.tsx"

export const Route = createFileRoute("/projects/$id")({ component: ProjectRoute })

function ProjectRoute() {
  const { id } = Route.useParams()
  return <ProjectDetailPage key={id} id={id} />
}

import { createFileRoute } from "@tanstack/react-router"
import { TeamDetailPage } from "../../features/site/teams/TeamDetailPage.tsx"

export const Route = createFileRoute("/teams/$id")({ component: TeamRoute })

function TeamRoute() {
  const { id } = Route.useParams()
  return <TeamDetailPage key={id} id={id} />
}

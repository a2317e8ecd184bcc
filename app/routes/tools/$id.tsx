import { createFileRoute } from "@tanstack/react-router"
import { ToolDetailPage } from "../../features/site/tools/ToolDetailPage.tsx"

export const Route = createFileRoute("/tools/$id")({ component: ToolRoute })

function ToolRoute() {
  const { id } = Route.useParams()
  return <ToolDetailPage key={id} id={id} />
}

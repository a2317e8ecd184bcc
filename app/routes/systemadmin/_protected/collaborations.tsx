import { createFileRoute } from "@tanstack/react-router"
import { CollaborationsScreen } from "../../../features/admin/collaborations/CollaborationsScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/collaborations")({
  component: CollaborationsScreen,
})

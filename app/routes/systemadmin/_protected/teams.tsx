import { createFileRoute } from "@tanstack/react-router"
import { TeamsScreen } from "../../../features/admin/teams/TeamsScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/teams")({ component: TeamsScreen })

import { createFileRoute } from "@tanstack/react-router"
import { SettingsScreen } from "../../../features/admin/settings/SettingsScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/settings")({ component: SettingsScreen })

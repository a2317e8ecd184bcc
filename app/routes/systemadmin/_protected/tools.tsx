import { createFileRoute } from "@tanstack/react-router"
import { ToolsScreen } from "../../../features/admin/tools/ToolsScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/tools")({ component: ToolsScreen })

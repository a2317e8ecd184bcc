import { createFileRoute } from "@tanstack/react-router"
import { ToolsListPage } from "../../features/site/tools/ToolsListPage.tsx"

export const Route = createFileRoute("/tools/")({ component: ToolsListPage })

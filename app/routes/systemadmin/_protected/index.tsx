import { createFileRoute } from "@tanstack/react-router"
import { Dashboard } from "../../../features/admin/dashboard/Dashboard.tsx"

export const Route = createFileRoute("/systemadmin/_protected/")({ component: Dashboard })

import { createFileRoute } from "@tanstack/react-router"
import { ActivityScreen } from "../../../features/admin/activity/ActivityScreen.tsx"
import { validateActivitySearch } from "../../../features/admin/activity/activity-search.ts"

export const Route = createFileRoute("/systemadmin/_protected/activity")({
  validateSearch: validateActivitySearch,
  component: ActivityScreen,
})

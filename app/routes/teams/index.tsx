import { createFileRoute } from "@tanstack/react-router"
import { TeamsListPage } from "../../features/site/teams/TeamsListPage.tsx"

export const Route = createFileRoute("/teams/")({ component: TeamsListPage })

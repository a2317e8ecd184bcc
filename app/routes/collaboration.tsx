import { createFileRoute } from "@tanstack/react-router"
import { CollaborationPage } from "../features/site/collaboration/CollaborationPage.tsx"

export const Route = createFileRoute("/collaboration")({ component: CollaborationPage })

import { createFileRoute } from "@tanstack/react-router"
import { PrivacyPage } from "../features/site/static/PrivacyPage.tsx"

export const Route = createFileRoute("/privacy")({ component: PrivacyPage })

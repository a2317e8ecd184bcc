import { createFileRoute } from "@tanstack/react-router"
import { PrivacyPage } from "../features/site/editable-pages/PrivacyPage.tsx"

export const Route = createFileRoute("/privacy")({ component: PrivacyPage })

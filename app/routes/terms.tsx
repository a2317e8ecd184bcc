import { createFileRoute } from "@tanstack/react-router"
import { TermsPage } from "../features/site/editable-pages/TermsPage.tsx"

export const Route = createFileRoute("/terms")({ component: TermsPage })

import { createFileRoute } from "@tanstack/react-router"
import { ContactPage } from "../features/site/contact/ContactPage.tsx"

export const Route = createFileRoute("/contact")({ component: ContactPage })

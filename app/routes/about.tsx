import { createFileRoute } from "@tanstack/react-router"
import { AboutPage } from "../features/site/editable-pages/AboutPage.tsx"

export const Route = createFileRoute("/about")({ component: AboutPage })

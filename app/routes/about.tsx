import { createFileRoute } from "@tanstack/react-router"
import { AboutPage } from "../features/site/static/AboutPage.tsx"

export const Route = createFileRoute("/about")({ component: AboutPage })

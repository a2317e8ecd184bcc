import { createFileRoute } from "@tanstack/react-router"
import { HomePage } from "../features/site/home/HomePage.tsx"

export const Route = createFileRoute("/")({ component: HomePage })

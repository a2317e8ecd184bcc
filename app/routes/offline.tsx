import { createFileRoute } from "@tanstack/react-router"
import { ReadinessPage } from "../features/site/readiness/ReadinessPage.tsx"

export const Route = createFileRoute("/offline")({ component: ReadinessPage })

/**
 * The app's entry. It starts in steps, each evaluated in a task of its own (see ui/next-task.ts):
 * React, then the router and translations runtime, then the app (start/start-app.tsx); the local
 * database comes after the first page is the app's (db/database-later.ts). Imported statically, all
 * of it would be evaluated in one long task that blocks input on a phone. The build preloads every step's files together (vite.config.ts,
 * preloadEntrySteps), so the steps cost no extra round trips.
 */
import "./index.css"
import { nextTask } from "./ui/next-task.ts"

await import("react-dom/client")
await nextTask()
await import("@tanstack/react-router")
await nextTask()
const { startApp } = await import("./start/start-app.tsx")
await startApp()

/**
 * Vitest's global setup: the page suites serve the real build (built-app.ts). When it is missing or
 * older than the app's sources, it is built once here, before any suite starts.
 */
import { execFileSync } from "node:child_process"
import { staleBuildReason } from "./built-app.ts"

export default function ensureBuild(): void {
  const reason = staleBuildReason()
  if (reason === undefined) return
  console.log(`building the app for the page suites (${reason})`)
  // Not vitest's NODE_ENV=test: the build would take React's development JSX runtime.
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } })
}

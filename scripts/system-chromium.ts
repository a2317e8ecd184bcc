/**
 * The system Chromium every headless run of this project uses (build prerendering, benchmarks,
 * Playwright; see /work/shared/design/decisions.md), and the flags it runs with: no sandbox (containers
 * without user namespaces), no GPU, and none of the background traffic that would disturb a measurement.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/**
 * What the home page makes the browser download in JavaScript and CSS, brotli-compressed, measured
 * from the built files: everything requested from a cold load of `/` until the network is idle
 * (route chunk, locale, data layer), the part requested before the first contentful paint, and the
 * part requested until the app runs the page (for a rendered page, whose first paint needs no
 * JavaScript, that is the first load's real JavaScript cost).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../scripts/system-chromium.ts"

export interface SizeReport {
  readonly files: ReadonlyArray<{ path: string; brotli: number; beforePaint: boolean; beforeApp: boolean }>
  readonly jsBrotli: number
  readonly cssBrotli: number
  readonly beforePaintBrotli: number
  /** JS+CSS requested until the app runs the page (a rendered page: until the app took it over). */
  readonly beforeAppBrotli: number
}

const brotliSize = (bytes: Buffer): number =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

export const measureHomeSize = async (
  baseUrl: string,
  staticDir: string,
  path = "/",
): Promise<SizeReport> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  try {
    const context = await browser.newContext({ serviceWorkers: "block" })
    const page = await context.newPage()
    const requested: Array<{ path: string; at: number }> = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (/\.(js|css)$/.test(url.pathname)) requested.push({ path: url.pathname, at: Date.now() })
    })
    await page.goto(`${baseUrl}${path}`)
    // A page the server rendered is the app's once #root loses data-prerendered (the app hydrated it).
    await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-prerendered"))
    const appAt = Date.now()
    await page.waitForLoadState("networkidle")
    // The first contentful paint, as a wall-clock time comparable with the request times above.
    const paintAt = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]
      return paint ? performance.timeOrigin + paint.startTime : Date.now()
    })
    const seen = new Set<string>()
    const files = requested
      .filter((entry) => (seen.has(entry.path) ? false : (seen.add(entry.path), true)))
      .map((entry) => ({
        path: entry.path,
        brotli: brotliSize(readFileSync(join(staticDir, entry.path))),
        beforePaint: entry.at <= paintAt,
        beforeApp: entry.at <= appAt,
      }))
    const sum = (list: typeof files) => list.reduce((total, file) => total + file.brotli, 0)
    return {
      files,
      jsBrotli: sum(files.filter((file) => file.path.endsWith(".js"))),
      cssBrotli: sum(files.filter((file) => file.path.endsWith(".css"))),
      beforePaintBrotli: sum(files.filter((file) => file.beforePaint)),
      beforeAppBrotli: sum(files.filter((file) => file.beforeApp)),
    }
  } finally {
    await browser.close()
  }
}

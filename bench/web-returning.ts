/**
 * `npm run bench:web`'s "returning visitor, offline" figure (issue 17): a reader visits a page once
 * (the service worker registers once the page has settled, and keeps that page), then opens it again
 * with the network off. The largest contentful paint of that offline load, in the system Chromium
 * without throttling, each run in a fresh profile; median of the runs.
 */
import { type Browser, chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../scripts/system-chromium.ts"

export interface ReturningFigures {
  readonly path: string
  readonly lcpMs: number[]
  /** Whether every offline load was the service worker's rendered page (not the app shell). */
  readonly rendered: boolean
}

/** The page's largest contentful paint so far (its last candidate), read after the page has settled. */
const largestContentfulPaint = () =>
  new Promise<number>((resolve) => {
    let last = Number.NaN
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = entry.startTime
    }).observe({ type: "largest-contentful-paint", buffered: true })
    setTimeout(() => resolve(last), 1_000)
  })

const onceOffline = async (browser: Browser, url: string): Promise<{ lcpMs: number; rendered: boolean }> => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    await page.goto(url)
    // The first visit: the worker registers a few seconds after the load event and keeps the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const path = new URL(url).pathname
    await page.waitForFunction(
      async (kept) =>
        (await (await caches.open("site-pages")).keys()).some((r) => new URL(r.url).pathname === kept),
      path,
      { timeout: 60_000, polling: 200 },
    )
    await context.setOffline(true)
    const again = await context.newPage()
    const response = await again.goto(url, { waitUntil: "load" })
    const rendered = (await response?.text())?.includes("data-prerendered=") === true
    return { lcpMs: await again.evaluate(largestContentfulPaint), rendered }
  } finally {
    await context.close()
  }
}

export const returningOfflineLcp = async (
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<ReturningFigures[]> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const figures: ReturningFigures[] = []
    for (const path of paths) {
      const lcpMs: number[] = []
      let rendered = true
      for (let run = 0; run < runs; run++) {
        const result = await onceOffline(browser, `${baseUrl}${path}`)
        lcpMs.push(result.lcpMs)
        rendered &&= result.rendered
      }
      figures.push({ path, lcpMs, rendered })
    }
    return figures
  } finally {
    await browser.close()
  }
}

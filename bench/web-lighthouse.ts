/**
 * Lighthouse 12 with its default (mobile) settings against pages of the running server, in the
 * system Chromium; `runs` fresh runs of each page, reduced to their median.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

/** BENCH_LH_REPORTS=<folder>: each run's full JSON report is written there, to see which tasks are long. */
const reportDir = process.env.BENCH_LH_REPORTS
let reportCount = 0

export interface LighthouseFigures {
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly seo: number
  readonly cls: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly fcpMs: number
  /** Bytes of pictures transferred during the load (resource-summary; lazy pictures below the fold excluded). */
  readonly imageBytes: number
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The "image" row of Lighthouse's resource-summary audit: bytes of pictures over the wire. */
const imageTransfer = (details: unknown): number => {
  const items = (details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)
    ?.items
  return items?.find((item) => item.resourceType === "image")?.transferSize ?? 0
}

class LighthouseRunError extends Error {}

const runOnce = async (url: string): Promise<LighthouseFigures> => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (reportDir !== undefined) {
      mkdirSync(reportDir, { recursive: true })
      const name = new URL(url).pathname.replace(/\W+/g, "_") || "_"
      writeFileSync(join(reportDir, `${name}-${++reportCount}.json`), JSON.stringify(result.lhr))
    }
    // A run Lighthouse could not finish (a protocol timeout, no paint seen) scores 0 with no metrics:
    // it says nothing about the page, so it is taken again rather than counted.
    if (result.lhr.runtimeError !== undefined) throw new LighthouseRunError(result.lhr.runtimeError.code)
    if (result.lhr.categories.performance?.score == null) throw new LighthouseRunError("no performance score")
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: numeric("cumulative-layout-shift"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      fcpMs: numeric("first-contentful-paint"),
      imageBytes: imageTransfer(audits["resource-summary"]?.details),
    }
  } finally {
    await chrome.kill()
  }
}

const medianOf = (results: readonly LighthouseFigures[]): LighthouseFigures => {
  const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]))
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    cls: pick("cls"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    fcpMs: pick("fcpMs"),
    imageBytes: pick("imageBytes"),
  }
}

export interface PageFigures {
  readonly url: string
  readonly median: LighthouseFigures
  /** Every run's figures, in the order they ran: the spread shows how noisy the machine was. */
  readonly runs: readonly LighthouseFigures[]
}

/** One run that finished: a run Lighthouse could not finish is said and taken again (three tries). */
const runCounted = async (url: string): Promise<LighthouseFigures> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url)
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error
      console.log(
        `  (${new URL(url).pathname}: a run Lighthouse could not finish, ${error.message}; taken again)`,
      )
    }
  }
}

/**
 * `runs` runs of every page, taken in turn (page 1, page 2, page 3, page 1...) rather than page by
 * page: a shared machine's busy minute then falls on every page alike instead of on one page's
 * median. One run first, not counted, warms up the server and Chromium (the first run after a start
 * pays for cold caches and the server's first compilations).
 */
export const lighthouseMedians = async (urls: readonly string[], runs: number): Promise<PageFigures[]> => {
  // The warm-up is not counted, so a run it could not finish (NO_NAVSTART, as a first run after a
  // start sometimes is) is no reason to stop the bench.
  if (urls[0] !== undefined)
    await runOnce(urls[0]).catch((error: unknown) => {
      if (!(error instanceof LighthouseRunError)) throw error
    })
  const results = urls.map((): LighthouseFigures[] => [])
  for (let run = 0; run < runs; run++)
    for (const [index, url] of urls.entries()) results[index]?.push(await runCounted(url))
  return urls.map((url, index) => ({
    url,
    median: medianOf(results[index] ?? []),
    runs: results[index] ?? [],
  }))
}

/**
 * The rendered pages' part of `npm run bench:api` (issue 25), against the real server serving a copy
 * of the build:
 * - a cold render: after a public edit (the settings' tagline, through the API) the next GET of a
 *   page renders it anew from the database; its time over HTTP, `coldSamples` times per page, p50 and
 *   p95 (target p95 < 50 ms);
 * - a kept page: autocannon on the page (brotli) beside the same bytes written into the build folder
 *   and sent as a static file (its brotli copy) by the same server; requests/s and the ratio
 *   (target >= 0.5).
 */
import { writeFileSync } from "node:fs"
import { get } from "node:http"
import { join } from "node:path"
import autocannon from "autocannon"
import { editRecord, login } from "./admin-api.ts"

const coldSamples = Number(process.env.BENCH_COLD_SAMPLES ?? 40)

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
}

const timedGet = async (url: string): Promise<number> => {
  const started = performance.now()
  const response = await fetch(url, { headers: { "Accept-Encoding": "br" } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}

export interface ColdRender {
  readonly path: string
  readonly p50: number
  readonly p95: number
  readonly keptP50: number
}

export const coldRenders = async (
  base: string,
  paths: readonly string[],
  admin: { password: string; captcha: string },
): Promise<ColdRender[]> => {
  const session = await login(base, admin.password, admin.captcha)
  const results: ColdRender[] = []
  for (const path of paths) {
    const cold: number[] = []
    const kept: number[] = []
    // Two warm-up rounds: the first render of a kind of page loads nothing more, but V8 compiles.
    for (let round = 0; round < coldSamples + 2; round++) {
      // A public edit: every page shows the tagline (footer), so every kept page is stale after it.
      await editRecord(session, "/api/settings", { siteTagline: `bench ${path} ${round}` })
      await new Promise((resolve) => setTimeout(resolve, 30))
      const ms = await timedGet(`${base}${path}`)
      if (round >= 2) {
        cold.push(ms)
        kept.push(await timedGet(`${base}${path}`))
      }
    }
    results.push({
      path,
      p50: percentile(cold, 50),
      p95: percentile(cold, 95),
      keptP50: percentile(kept, 50),
    })
  }
  return results
}

export interface KeptPage {
  readonly path: string
  readonly pageRps: number
  readonly fileRps: number
  readonly bytes: number
}

const rps = async (url: string, connections: number, seconds: number): Promise<number> => {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "Accept-Encoding": "br" },
  })
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`)
  return result.requests.average
}

/** A page's body as sent with `Accept-Encoding: br`, not decoded. */
const compressedBody = (url: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "br" } }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve(Buffer.concat(chunks)))
      response.on("error", reject)
    }).on("error", reject)
  })

/**
 * `path`'s kept page against the same bytes as a static file of the build folder `staticDir` (the
 * server's own): written there now, before the server was ever asked for it.
 */
export const keptPageAgainstFile = async (
  base: string,
  staticDir: string,
  path: string,
  connections: number,
  seconds: number,
): Promise<KeptPage> => {
  const html = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer())
  const name = `bench-static-${path.replace(/\W+/g, "_")}.html`
  writeFileSync(join(staticDir, name), html)
  // The very bytes the server sends for the page (its brotli copy), as the file's precompressed copy.
  writeFileSync(join(staticDir, `${name}.br`), await compressedBody(`${base}${path}`))
  // The page and the file in turn, twice, the better of each: the machine is shared.
  const page: number[] = []
  const file: number[] = []
  for (let round = 0; round < 2; round++) {
    page.push(await rps(`${base}${path}`, connections, seconds))
    file.push(await rps(`${base}/${name}`, connections, seconds))
  }
  return { path, pageRps: Math.max(...page), fileRps: Math.max(...file), bytes: html.length }
}

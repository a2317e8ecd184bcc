import { type Server, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { brotliCompressSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type ByteProgress, type PictureCache, storePictures } from "./store-pictures.ts"

/** Bytes a picture server sends: identity files with their length, one brotli SVG, one without a length. */
const avif = Buffer.alloc(200_000, 7)
const webp = Buffer.alloc(50_000, 9)
const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(5000)}</svg>`)
const svgBrotli = brotliCompressSync(svg)
const streamed = Buffer.alloc(30_000, 3)

let server: Server
let base = ""
const requests: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    const send = (body: Buffer, headers: Record<string, string>) => {
      res.writeHead(200, { "Content-Length": String(body.length), ...headers })
      res.end(req.method === "HEAD" ? undefined : body)
    }
    if (req.url === "/a.avif") send(avif, { "Content-Type": "image/avif" })
    else if (req.url === "/b.webp") send(webp, { "Content-Type": "image/webp" })
    else if (req.url === "/c.svg")
      send(svgBrotli, { "Content-Type": "image/svg+xml", "Content-Encoding": "br" })
    else if (req.url === "/d.png") {
      // No length: sent in chunks.
      res.writeHead(200, { "Content-Type": "image/png" })
      if (req.method === "HEAD") res.end()
      else {
        res.write(streamed.subarray(0, 10_000))
        setTimeout(() => res.end(streamed.subarray(10_000)), 10)
      }
    } else {
      res.writeHead(404, { "Content-Type": "application/json" })
      res.end('{"message":"gone"}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The Cache API's put and match over a Map of bodies (node has no CacheStorage). */
const memoryCache = () => {
  const bodies = new Map<string, Buffer>()
  const cache: PictureCache = {
    match: async (url) => {
      const body = bodies.get(url)
      return body === undefined ? undefined : new Response(new Uint8Array(body))
    },
    put: async (url, response) => void bodies.set(url, Buffer.from(await response.arrayBuffer())),
  }
  return { cache, bodies }
}

const run = async (cache: PictureCache, paths: string[]) => {
  const progress: ByteProgress[] = []
  const result = await storePictures(
    cache,
    paths.map((path) => base + path),
    (step) => progress.push(step),
    { mode: "cors", parallel: 2 },
  )
  return { result, progress }
}

describe("storePictures counts the bytes that come over the network", () => {
  test("the total is known before the first file, and the count ends on it", async () => {
    const { cache, bodies } = memoryCache()
    const { result, progress } = await run(cache, ["/a.avif", "/b.webp", "/c.svg"])
    const total = avif.length + webp.length + svgBrotli.length
    expect(result).toEqual({ stored: 3, missing: 0 })
    expect(progress[0]).toEqual({ doneBytes: 0, totalBytes: total })
    expect(progress.every((step) => step.totalBytes === total)).toBe(true)
    expect(progress.at(-1)).toEqual({ doneBytes: total, totalBytes: total })
    // Bytes arrive in steps (the big file in several chunks), never going back, never past the total.
    const done = progress.map((step) => step.doneBytes)
    expect(done).toEqual([...done].sort((a, b) => a - b))
    expect(new Set(done).size).toBeGreaterThan(3)
    expect(Math.max(...done)).toBe(total)
    // The cache holds the files as the browser reads them (the SVG decoded).
    expect(bodies.get(`${base}/a.avif`)?.equals(avif)).toBe(true)
    expect(bodies.get(`${base}/c.svg`)?.equals(svg)).toBe(true)
  })

  test("files already kept are neither measured nor fetched again", async () => {
    const { cache } = memoryCache()
    await run(cache, ["/a.avif"])
    requests.length = 0
    const { result, progress } = await run(cache, ["/a.avif", "/b.webp"])
    expect(result).toEqual({ stored: 1, missing: 0 })
    expect(requests.sort()).toEqual(["GET /b.webp", "HEAD /b.webp"])
    expect(progress.at(-1)).toEqual({ doneBytes: webp.length, totalBytes: webp.length })
  })

  test("a file without a length makes the total unknown: the bytes so far are counted", async () => {
    const { cache } = memoryCache()
    const { result, progress } = await run(cache, ["/b.webp", "/d.png"])
    expect(result).toEqual({ stored: 2, missing: 0 })
    expect(progress.every((step) => step.totalBytes === undefined)).toBe(true)
    expect(progress.at(-1)?.doneBytes).toBe(webp.length + streamed.length)
  })

  test("a file gone on the server is missing and leaves the total", async () => {
    const { cache, bodies } = memoryCache()
    const { result, progress } = await run(cache, ["/b.webp", "/gone.avif"])
    expect(result).toEqual({ stored: 1, missing: 1 })
    expect(bodies.has(`${base}/gone.avif`)).toBe(false)
    // Its HEAD said it is not there: it is not asked for again.
    expect(requests).toContain("HEAD /gone.avif")
    expect(requests).not.toContain("GET /gone.avif")
    expect(progress.at(-1)).toEqual({ doneBytes: webp.length, totalBytes: webp.length })
  })

  test("a server that cannot be reached: everything missing, nothing counted", async () => {
    const { cache } = memoryCache()
    const progress: ByteProgress[] = []
    const result = await storePictures(cache, ["http://127.0.0.1:9/a.avif"], (step) => progress.push(step), {
      mode: "cors",
    })
    expect(result).toEqual({ stored: 0, missing: 1 })
    expect(progress.at(-1)).toEqual({ doneBytes: 0, totalBytes: undefined })
  })
})

/**
 * `npm run bench:media`: what the media pipeline costs for a camera-sized photograph. Makes a
 * 4000 x 3000 JPEG (BENCH_MEDIA_WIDTH / _HEIGHT) with photographic detail, then (1) converts it
 * BENCH_MEDIA_RUNS (3) times in this process with processImage and prints the time of each run and
 * every variant's bytes against the input's, and (2) uploads it to a real server (fresh SQLite, its
 * own MEDIA_DIR) over HTTP as an administrator and prints that time: checks, conversion, file writes
 * and the row's commit. Figures depend on the machine; nothing here asserts a speed.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { defaultMaxPixels } from "../sync-server/media/media-settings.ts"
import { processImage } from "../sync-server/media/process-image.ts"
import { startServer } from "../sync-server/server.ts"
import { loginAs } from "../sync-server/test-support/test-server.ts"

const width = Number(process.env.BENCH_MEDIA_WIDTH ?? 4000)
const height = Number(process.env.BENCH_MEDIA_HEIGHT ?? 3000)
const runs = Number(process.env.BENCH_MEDIA_RUNS ?? 3)

/** Smooth gradients, hard edges and fine noise: closer to a photograph than a flat test card. */
const photograph = async (): Promise<Buffer> => {
  const channels = 3
  const pixels = Buffer.alloc(width * height * channels)
  let seed = 12345
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const noise = (seed >> 16) % 24
      const at = (y * width + x) * channels
      const band = Math.floor(x / 250) % 2 === 0 ? 30 : 0
      pixels[at] = Math.min(255, ((x * 200) / width + noise + band) | 0)
      pixels[at + 1] = Math.min(255, ((y * 180) / height + noise) | 0)
      pixels[at + 2] = Math.min(255, ((Math.sin(x / 90) * Math.cos(y / 70) + 1) * 100 + noise) | 0)
    }
  return sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 88 }).toBuffer()
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

const input = await photograph()
console.log(`input: ${width} x ${height} JPEG, ${kB(input.length)}`)

const times: number[] = []
let variants: Awaited<ReturnType<typeof processImage>>["variants"] = []
for (let run = 1; run <= runs; run += 1) {
  const started = performance.now()
  const result = await processImage(input, { maxPixels: defaultMaxPixels })
  times.push(performance.now() - started)
  variants = result.variants
  console.log(`pipeline run ${run}: ${times[times.length - 1]?.toFixed(0)} ms`)
}
const sorted = [...times].sort((a, b) => a - b)
console.log(`pipeline median: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms over ${runs} runs`)
let total = 0
for (const variant of variants) {
  total += variant.data.length
  const share = ((variant.data.length / input.length) * 100).toFixed(1)
  console.log(
    `  ${variant.format.padEnd(4)} ${String(variant.width).padStart(4)} x ${String(variant.height).padEnd(4)} ${kB(variant.data.length).padStart(9)}  (${share}% of the input)`,
  )
}
console.log(`all variants: ${kB(total)} (${((total / input.length) * 100).toFixed(1)}% of the input)`)
for (const width of [320, 640, 1280]) {
  const avif = variants.find((v) => v.format === "avif" && v.width === width)
  const webp = variants.find((v) => v.format === "webp" && v.width === width)
  if (avif !== undefined && webp !== undefined)
    console.log(
      `  a browser at ${width} px downloads ${kB(avif.data.length)} (AVIF) or ${kB(webp.data.length)} (WebP)`,
    )
}

// The same upload through a real server over HTTP.
const dir = mkdtempSync(join(tmpdir(), "bench-media-"))
const running = await startServer(
  {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: `sqlite:${join(dir, "site.db")}`,
    sessionSecret: "bench-media",
    production: false,
    adminUsername: "admin",
    adminPassword: "bench-admin-password",
    demoContent: false,
    captchaTestText: "BENCH",
    staticDir: undefined,
  },
  { media: { dir: join(dir, "media") } },
)
try {
  const url = `http://127.0.0.1:${running.port}`
  const cookie = await loginAs(url, { username: "admin", password: "bench-admin-password", captcha: "BENCH" })
  const started = performance.now()
  const response = await fetch(
    `${url}/api/media?alt=${encodeURIComponent("基准测试照片")}&altEn=Benchmark%20photo`,
    {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "image/jpeg" },
      body: new Blob([new Uint8Array(input)]),
    },
  )
  const body = (await response.json()) as { variants?: Array<{ bytes: number }> }
  const elapsed = performance.now() - started
  const stored = (body.variants ?? []).reduce((sum, variant) => sum + variant.bytes, 0)
  console.log(
    `HTTP upload: ${response.status} in ${elapsed.toFixed(0)} ms, ${kB(input.length)} in, ${kB(stored)} stored`,
  )
} finally {
  await running.close()
  rmSync(dir, { recursive: true, force: true })
}

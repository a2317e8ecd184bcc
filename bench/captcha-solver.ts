/**
 * `npm run bench:captcha`: a program that reads the login captcha the way issue 26 describes, and its
 * success rate, measured two ways:
 * - online: BENCH_CAPTCHAS (50) captchas fetched from the real server (a child process on a fresh
 *   SQLite file, CAPTCHA_TEST_TEXT unset so real captchas are drawn, TRUST_PROXY=1), each answer
 *   checked by a sign-in with a name that does not exist and a wrong password, each from its own
 *   forwarded address (so no login or captcha limit stops the measurement): 401 LOGIN_FAILED means the
 *   server took the captcha, 400 CAPTCHA_INVALID that it did not. BENCH_PRODUCTION=1 runs the server
 *   with NODE_ENV=production (requests then say X-Forwarded-Proto: https).
 * - offline: BENCH_OFFLINE_CAPTCHAS (500) captchas drawn by the server's own drawing function with a
 *   known text, read by the same solver.
 *
 * The solver: svg-captcha draws each character as one filled `<path>` holding the font glyph's
 * commands (coordinates jittered by at most 0.1), and its noise lines have no fill. So: keep the
 * filled paths, order them left to right, and match each one's command letters and its shape
 * (points scaled into its bounding box) against glyphs learnt by drawing known texts locally with
 * svg-captcha itself. An answer that is not SVG gives the solver nothing to read: it then sends a
 * guess, which the server checks like any other answer.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { drawCaptcha, newCaptchaText } from "../sync-server/auth/captcha.ts"
import { cookieOf, startBenchServer, stopBenchServer } from "./bench-server.ts"
import { freePort } from "./wait-for-server.ts"

const onlineCount = Number(process.env.BENCH_CAPTCHAS ?? 50)
const offlineCount = Number(process.env.BENCH_OFFLINE_CAPTCHAS ?? 500)
const production = process.env.BENCH_PRODUCTION === "1"
/** The characters a captcha of this site may hold (an attacker reads them off a few captchas). */
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

type DrawSvg = (text: string, options?: Record<string, unknown>) => string
const svgCaptcha = createRequire(import.meta.url)("svg-captcha") as DrawSvg

interface Shape {
  /** The path's command letters, e.g. "MQQLQZ": a glyph's outline, whatever the jitter. */
  readonly letters: string
  /** Every point scaled into the path's bounding box (0..1), in order. */
  readonly points: readonly number[]
  readonly left: number
}

/** A path's `d` as opentype.js writes it: a command letter, then its numbers. */
const shapeOf = (d: string): Shape => {
  const letters = (d.match(/[MLQCZ]/gi) ?? []).join("").toUpperCase()
  const numbers = (d.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []).map(Number)
  const xs = numbers.filter((_, index) => index % 2 === 0)
  const ys = numbers.filter((_, index) => index % 2 === 1)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const points = numbers.map((value, index) =>
    index % 2 === 0 ? (value - minX) / (maxX - minX || 1) : (value - minY) / (maxY - minY || 1),
  )
  return { letters, points, left: minX }
}

/** The filled paths of an SVG, left to right: the characters. Noise lines have fill="none". */
const filledPaths = (svg: string): Shape[] =>
  [...svg.matchAll(/<path\b([^>]*)\/?>/g)]
    .map(([, attributes = ""]) => ({
      fill: /\bfill="([^"]*)"/.exec(attributes)?.[1],
      d: /\bd="([^"]*)"/.exec(attributes)?.[1],
    }))
    .filter(({ fill, d }) => fill !== undefined && fill !== "none" && d !== undefined && d !== "")
    .map(({ d }) => shapeOf(d ?? ""))
    .sort((a, b) => a.left - b.left)

interface Template extends Shape {
  readonly char: string
}

/** Draw every character a few times with svg-captcha itself, at sizes around the site's. */
const learnGlyphs = (): Template[] => {
  const templates: Template[] = []
  for (const fontSize of [40, 44, 56])
    for (let start = 0; start < alphabet.length; start += 4) {
      const text = alphabet.slice(start, start + 4).padEnd(4, "A")
      const shapes = filledPaths(svgCaptcha(text, { width: 160, height: 50, fontSize, noise: 0 }))
      shapes.forEach((shape, index) => templates.push({ ...shape, char: text[index] ?? "?" }))
    }
  return templates
}

const distance = (a: readonly number[], b: readonly number[]) =>
  a.length !== b.length
    ? Number.POSITIVE_INFINITY
    : a.reduce((sum, value, index) => sum + (value - (b[index] ?? 0)) ** 2, 0)

/** The closest learnt glyph with the same command letters (any glyph when none has them). */
const readShape = (templates: readonly Template[], shape: Shape): string => {
  const sameLetters = templates.filter(({ letters }) => letters === shape.letters)
  const candidates = sameLetters.length > 0 ? sameLetters : templates
  let best = candidates[0]
  for (const template of candidates)
    if (distance(template.points, shape.points) < distance(best?.points ?? [], shape.points)) best = template
  return best?.char ?? "?"
}

/** The solver's answer, or undefined when the image holds no characters it can read. */
const solve = (templates: readonly Template[], image: string): string | undefined => {
  if (!image.includes("<svg")) return undefined
  const shapes = filledPaths(image)
  if (shapes.length === 0) return undefined
  return shapes.map((shape) => readShape(templates, shape)).join("")
}

/** Whatever the drawing function gives (an SVG string before the fix, image bytes after) as text. */
const asText = (drawn: unknown): string =>
  typeof drawn === "string" ? drawn : Buffer.isBuffer(drawn) ? drawn.toString("latin1") : ""

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`

const offline = async (templates: readonly Template[]) => {
  let read = 0
  let right = 0
  for (let n = 0; n < offlineCount; n++) {
    const text = newCaptchaText()
    const answer = solve(templates, asText(await drawCaptcha(text)))
    if (answer !== undefined) read += 1
    if (answer === text) right += 1
  }
  console.log(
    `offline (the server's drawCaptcha, known text): ${right} of ${offlineCount} read right ` +
      `(${percent(right, offlineCount)}); ${offlineCount - read} gave the solver nothing to read`,
  )
  return right / Math.max(offlineCount, 1)
}

// No CAPTCHA_TEST_TEXT: the solver reads the real pictures.
const startServer = (port: number, databaseUrl: string) =>
  startBenchServer(port, {
    NODE_ENV: production ? "production" : "development",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "bench-captcha-secret",
    TRUST_PROXY: "1",
    CAPTCHA_TEST_TEXT: undefined,
  })

const online = async (templates: readonly Template[]) => {
  const dir = mkdtempSync(join(tmpdir(), "bench-captcha-"))
  const port = await freePort()
  const server = await startServer(port, `sqlite:${join(dir, "site.db")}`)
  const base = `http://127.0.0.1:${port}`
  const outcomes = new Map<string, number>()
  const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
  let contentType = ""
  const fetchMs: number[] = []
  const bytes: number[] = []
  try {
    for (let n = 0; n < onlineCount; n++) {
      // Its own address per attempt: the per-address limits count nothing twice.
      const headers: Record<string, string> = {
        "X-Forwarded-For": `198.18.${(n >> 8) & 255}.${n & 255}`,
        ...(production ? { "X-Forwarded-Proto": "https" } : {}),
      }
      const started = performance.now()
      const captcha = await fetch(`${base}/api/captcha?t=${n}`, { headers })
      contentType = captcha.headers.get("content-type") ?? ""
      const body = Buffer.from(await captcha.arrayBuffer())
      fetchMs.push(performance.now() - started)
      bytes.push(body.length)
      const image = body.toString("latin1")
      if (!captcha.ok) {
        count(`captcha answered ${captcha.status}`)
        continue
      }
      const answer = solve(templates, image)
      const login = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", Cookie: cookieOf(captcha.headers) },
        // A name that does not exist and a wrong password: a passed captcha shows as 401.
        body: JSON.stringify({
          username: `solver-${n}`,
          password: "not-the-password",
          captcha: answer ?? "AAAA",
        }),
      })
      const { code } = (await login.json()) as { code?: string }
      const solved = login.status === 401 && code === "LOGIN_FAILED"
      const refused = login.status === 400 && code === "CAPTCHA_INVALID"
      count(
        solved
          ? "captcha passed (401 LOGIN_FAILED)"
          : refused
            ? answer === undefined
              ? "nothing to read, guess refused (400 CAPTCHA_INVALID)"
              : "read wrong (400 CAPTCHA_INVALID)"
            : `other: ${login.status} ${code ?? ""}`,
      )
    }
  } finally {
    await stopBenchServer(server)
    await new Promise((resolve) => server.once("exit", resolve))
    rmSync(dir, { recursive: true, force: true })
  }
  const passed = outcomes.get("captcha passed (401 LOGIN_FAILED)") ?? 0
  console.log(
    `\nonline (${onlineCount} captchas from the server, ${production ? "NODE_ENV=production" : "development"}, ` +
      `${contentType}), checked by sign-ins with a wrong password:`,
  )
  for (const [outcome, times] of outcomes) console.log(`  ${outcome}: ${times}`)
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  console.log(
    `  one captcha: median ${median(fetchMs).toFixed(1)} ms to fetch (one at a time), ` +
      `median ${(median(bytes) / 1024).toFixed(1)} KB`,
  )
  console.log(`solver success rate (online): ${passed} of ${onlineCount} = ${percent(passed, onlineCount)}`)
  return passed / Math.max(onlineCount, 1)
}

const main = async () => {
  const templates = learnGlyphs()
  const distinct = new Set(templates.map(({ char, letters }) => `${char} ${letters}`)).size
  console.log(
    `learnt ${templates.length} glyph drawings of ${alphabet.length} characters from svg-captcha ` +
      `(${distinct} distinct command sequences)`,
  )
  const offlineRate = offlineCount > 0 ? await offline(templates) : undefined
  const onlineRate = await online(templates)
  console.log(
    `\nsummary: the vector-path solver reads ${percent(onlineRate, 1)} of the server's captchas ` +
      `(offline: ${offlineRate === undefined ? "not run" : percent(offlineRate, 1)})`,
  )
}

await main()

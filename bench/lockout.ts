/**
 * `npm run bench:lockout`: can an attacker who knows the administrator's username keep the
 * administrator out? The real server (a child process, TRUST_PROXY on, the default login limits, a
 * fresh SQLite database or BENCH_DATABASE_URL) is attacked for BENCH_SECONDS (120) by BENCH_ATTACKERS
 * (4) clients, each posting a captcha and a wrong password for `admin` as fast as answers come back,
 * every attempt from a new forwarded address (so no per-address limit ever holds them). Meanwhile,
 * every BENCH_ADMIN_EVERY_MS (5,000), the administrator signs in with the right password twice, each
 * from an address of its own: from a new device (no known-device cookie: what every sign-in was before
 * known devices) and from a known device (the cookie of a sign-in made before the attack, renewed by
 * each success). Prints how many of each got in, the attack's answers and the password checks the
 * account's shared budget gave the attacker, read from the server's own counters.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { knownDeviceCookieName } from "../sync-server/auth/known-device.ts"
import { accountBudget, defaultRateLimits } from "../sync-server/auth/rate-limit.ts"
import { openDatabase } from "../sync-server/db/connection.ts"
import { cookieOf, setAccountPassword, startBenchServer, stopBenchServer } from "./bench-server.ts"
import { freePort } from "./wait-for-server.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 120)
const attackers = Number(process.env.BENCH_ATTACKERS ?? 4)
const adminEveryMs = Number(process.env.BENCH_ADMIN_EVERY_MS ?? 5_000)
const captchaText = "BENCH"
const admin = { username: "admin", password: "bench-admin-password" }

const startServer = (port: number, databaseUrl: string) =>
  startBenchServer(port, {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "bench",
    CAPTCHA_TEST_TEXT: captchaText,
    TRUST_PROXY: "1",
  })

interface Answer {
  readonly status: number
  readonly ms: number
  /** The known-device cookie the answer set (a success), if any. */
  readonly device: string | undefined
}

/** A browser's sign-in from `address`: a captcha, then the form, with its known-device cookie if any. */
const signIn = async (base: string, password: string, address: string, device?: string): Promise<Answer> => {
  const started = performance.now()
  const headers = { "X-Forwarded-For": address }
  const captcha = await fetch(`${base}/api/captcha`, { headers })
  await captcha.arrayBuffer()
  const cookies = [cookieOf(captcha.headers)]
  if (device !== undefined) cookies.push(`${knownDeviceCookieName}=${device}`)
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Cookie: cookies.join("; ") },
    body: JSON.stringify({ username: admin.username, password, captcha: captchaText }),
  })
  await response.arrayBuffer()
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${knownDeviceCookieName}=`))
  return {
    status: response.status,
    ms: performance.now() - started,
    device: set?.split(";")[0]?.slice(knownDeviceCookieName.length + 1),
  }
}

const count = (answers: readonly Answer[], status: number) =>
  answers.filter((a) => a.status === status).length
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-lockout-"))
  const databaseUrl = process.env.BENCH_DATABASE_URL || `sqlite:${join(dir, "site.db")}`
  setAccountPassword(databaseUrl, admin.username, admin.password)
  const port = await freePort()
  const server = await startServer(port, databaseUrl)
  const base = `http://127.0.0.1:${port}`
  const db = openDatabase(databaseUrl)
  try {
    // The administrator's laptop signed in once before the attack: it is a known device.
    const before = await signIn(base, admin.password, "203.0.113.1")
    if (before.status !== 200) throw new Error(`the first sign-in failed: ${before.status}`)
    // A server from before known devices sets no cookie: the laptop then signs in as any device would.
    let laptop = before.device
    if (laptop === undefined) console.log("this server sets no known-device cookie (a build before them)")

    const attackStarted = performance.now()
    const attackEnds = attackStarted + seconds * 1000
    const attack: Answer[] = []
    let attempt = 0
    const attacker = async () => {
      while (performance.now() < attackEnds) {
        const n = attempt++
        const address = `198.51.${(n >> 8) & 255}.${n & 255}`
        attack.push(await signIn(base, `guess-${n}`, address))
      }
    }
    const newDevice: Answer[] = []
    const knownDevice: Answer[] = []
    let firstLockedAt: number | undefined
    const administrator = async () => {
      // The first tries come once the attacker has started; then every adminEveryMs.
      for (let round = 0; performance.now() + adminEveryMs < attackEnds; round++) {
        await sleep(adminEveryMs)
        const triedAt = (performance.now() - attackStarted) / 1000
        const [fresh, known] = await Promise.all([
          signIn(base, admin.password, `203.0.113.${10 + (round % 100)}`),
          signIn(base, admin.password, "203.0.113.2", laptop),
        ])
        newDevice.push(fresh)
        knownDevice.push(known)
        if (known.device !== undefined) laptop = known.device
        if (fresh.status === 429 && firstLockedAt === undefined) firstLockedAt = triedAt
      }
    }
    await Promise.all([...Array.from({ length: attackers }, attacker), administrator()])
    const attackSeconds = (performance.now() - attackStarted) / 1000

    const shared = (await db
      .knex("login_throttle")
      .where({ key: `user:${admin.username}` })
      .first()) as { failures: number } | undefined
    const row = (label: string, answers: Answer[]) => ({
      "the administrator signs in": label,
      tries: answers.length,
      "got in (200)": count(answers, 200),
      "refused (429)": count(answers, 429),
      other: answers.length - count(answers, 200) - count(answers, 429),
      "median answer": `${median(answers.map((a) => a.ms)).toFixed(0)} ms`,
    })
    const { intervalMs } = accountBudget(defaultRateLimits)
    console.log(
      `\n${seconds} s attack on "${admin.username}" by ${attackers} clients, every attempt a captcha and a ` +
        `wrong password from a new forwarded address (TRUST_PROXY=1), on ${databaseUrl.split(":")[0]}; ` +
        `default limits: ${defaultRateLimits.burstChecksPerAccount} checks at once, one every ` +
        `${intervalMs / 1000} s, backoff from the ${defaultRateLimits.failuresBeforeBackoff}th failure in a row`,
    )
    console.log(
      `attack: ${attack.length} attempts in ${attackSeconds.toFixed(0)} s; answers 401: ${count(attack, 401)}, ` +
        `429: ${count(attack, 429)}, other: ${attack.length - count(attack, 401) - count(attack, 429)}; ` +
        `password checks the account's shared budget gave the attacker (server's count): ${shared?.failures ?? 0}`,
    )
    if (firstLockedAt !== undefined)
      console.log(`a new device was first refused at its try ${firstLockedAt.toFixed(0)} s into the attack`)
    console.log(`the administrator, every ${adminEveryMs / 1000} s during the attack, right password:`)
    console.table([
      row("from a new device (no cookie: every sign-in before known devices)", newDevice),
      row("from a known device (cookie of an earlier sign-in)", knownDevice),
    ])
  } finally {
    await db.knex.destroy()
    await stopBenchServer(server)
    await new Promise((resolve) => server.once("exit", resolve))
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()

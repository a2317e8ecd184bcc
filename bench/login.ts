/**
 * `npm run bench:login`: a password-guessing attack on the real server (a child process, TRUST_PROXY
 * on, a fresh SQLite database, or BENCH_DATABASE_URL): BENCH_ATTEMPTS (10,000) logins, each with its
 * own captcha session, from BENCH_ADDRESSES (1,000) forwarded addresses, BENCH_CONCURRENCY (32) at a
 * time, at two real accounts and a few names that do not exist. Prints the password (scrypt) checks
 * each account got, read from the server's own counters in the database, the answers' status counts,
 * the total time, and whether the administrators get in afterwards: `admin` by waiting out the
 * Retry-After it is given, `editor` at once after `npm run admin:password -- editor`.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { accountBudget, defaultRateLimits } from "../sync-server/auth/rate-limit.ts"
import { openDatabase } from "../sync-server/db/connection.ts"
import { cookieOf, setAccountPassword, startBenchServer, stopBenchServer } from "./bench-server.ts"
import { freePort } from "./wait-for-server.ts"

const attempts = Number(process.env.BENCH_ATTEMPTS ?? 10_000)
const addresses = Number(process.env.BENCH_ADDRESSES ?? 1_000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32)
const captchaText = "BENCH"
const accounts = [
  { username: "admin", password: "bench-admin-password", share: 0.5, exists: true },
  { username: "editor", password: "bench-editor-password", share: 0.2, exists: true },
  { username: "root", password: "", share: 0.1, exists: false },
  { username: "administrator", password: "", share: 0.1, exists: false },
  { username: "webmaster", password: "", share: 0.1, exists: false },
]

const startLoginServer = (port: number, databaseUrl: string) =>
  startBenchServer(port, {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "bench",
    CAPTCHA_TEST_TEXT: captchaText,
    TRUST_PROXY: "1",
  })

interface Answer {
  readonly status: number
  readonly retryAfter: number
}

/** What a browser does: a captcha (its session cookie), then the form; from `address` via the proxy. */
const attemptLogin = async (base: string, username: string, password: string, address: string) => {
  const headers = { "X-Forwarded-For": address }
  const captcha = await fetch(`${base}/api/captcha`, { headers })
  await captcha.arrayBuffer()
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Cookie: cookieOf(captcha.headers) },
    body: JSON.stringify({ username, password, captcha: captchaText }),
  })
  await response.arrayBuffer()
  return { status: response.status, retryAfter: Number(response.headers.get("retry-after") ?? 0) }
}

/** The budget's ceiling for an attack of this length (burst, plus one per interval begun). */
const maxChecks = (seconds: number) =>
  defaultRateLimits.burstChecksPerAccount +
  Math.ceil((seconds * 1000) / accountBudget(defaultRateLimits).intervalMs)

const addressOf = (n: number) => `198.51.${(n >> 8) & 255}.${n & 255}`

const pickAccount = (n: number) => {
  let point = (n * 0.6180339887) % 1
  for (const account of accounts) {
    if (point < account.share) return account
    point -= account.share
  }
  return accounts[0]!
}

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-login-"))
  const databaseUrl = process.env.BENCH_DATABASE_URL || `sqlite:${join(dir, "site.db")}`
  // The real command creates the two accounts (and the schema) before the server starts.
  for (const account of accounts.filter(({ exists }) => exists))
    setAccountPassword(databaseUrl, account.username, account.password)
  const port = await freePort()
  const server = await startLoginServer(port, databaseUrl)
  const base = `http://127.0.0.1:${port}`
  const db = openDatabase(databaseUrl)
  try {
    const statuses = new Map<string, number>()
    let next = 0
    let done = 0
    const started = performance.now()
    const worker = async () => {
      for (let n = next++; n < attempts; n = next++) {
        const account = pickAccount(n)
        const answer = await attemptLogin(base, account.username, `guess-${n}`, addressOf(n % addresses))
        const key = `${account.username} ${answer.status}`
        statuses.set(key, (statuses.get(key) ?? 0) + 1)
        done += 1
        if (done % 1000 === 0)
          console.log(`  ${done} attempts, ${((performance.now() - started) / 1000).toFixed(0)} s`)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    const attackSeconds = (performance.now() - started) / 1000

    // The server's own count: each allowed check added one to the account's consecutive failures.
    const counters = (await db.knex("login_throttle").select("key", "failures")) as Array<{
      key: string
      failures: number
    }>
    const table = accounts.map((account) => {
      const byStatus = (status: number) => statuses.get(`${account.username} ${status}`) ?? 0
      return {
        account: account.username,
        exists: account.exists ? "yes" : "no",
        attempts: [200, 400, 401, 429, 500].reduce((sum, status) => sum + byStatus(status), 0),
        "scrypt checks (server)":
          counters.find(({ key }) => key === `user:${account.username}`)?.failures ?? 0,
        "401 answers": byStatus(401),
        "429 answers": byStatus(429),
        other: [200, 400, 500]
          .filter((status) => byStatus(status) > 0)
          .map((status) => `${status}: ${byStatus(status)}`)
          .join(", "),
      }
    })
    const totals = new Map<number, number>()
    for (const [key, count] of statuses) {
      const status = Number(key.split(" ")[1])
      totals.set(status, (totals.get(status) ?? 0) + count)
    }

    console.log(
      `\n${attempts} login attempts (each with its own captcha session) from ${addresses} addresses ` +
        `(X-Forwarded-For, TRUST_PROXY=1), ${concurrency} at a time, on ${databaseUrl.split(":")[0]}`,
    )
    console.table(table)
    console.log(
      `answers: ${[...totals]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", ")}`,
    )
    console.log(
      `attack time: ${attackSeconds.toFixed(1)} s (${(attempts / attackSeconds).toFixed(0)} attempts/s)`,
    )

    console.log(
      `the rule: at most ${defaultRateLimits.checksPerHourPerAccount} checks in any 60 minutes per account ` +
        `(${defaultRateLimits.burstChecksPerAccount} at once, then one every ${accountBudget(defaultRateLimits).intervalMs / 1000} s): ` +
        `at most ${maxChecks(attackSeconds)} in these ${attackSeconds.toFixed(0)} s`,
    )

    // editor, right after the attack: locked; the operator sets a new password, which lifts the lock.
    const locked = await attemptLogin(base, "editor", accounts[1]!.password, "203.0.113.8")
    console.log(
      `\neditor right after the attack, right password: ${locked.status}` +
        (locked.status === 429 ? ` (Retry-After ${locked.retryAfter} s)` : ""),
    )
    console.log(
      `npm run admin:password -- editor: ${setAccountPassword(databaseUrl, "editor", "a-new-password")}`,
    )
    const editor = await attemptLogin(base, "editor", "a-new-password", "203.0.113.8")
    console.log(
      `editor with the new password: ${editor.status === 200 ? "logged in at once" : editor.status}`,
    )

    // admin: waits out what the server says, from a new address.
    const attackEnded = performance.now()
    let answer: Answer = await attemptLogin(base, "admin", accounts[0]!.password, "203.0.113.7")
    const waits: number[] = []
    while (answer.status === 429 && waits.length < 5) {
      waits.push(answer.retryAfter)
      await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000))
      answer = await attemptLogin(base, "admin", accounts[0]!.password, "203.0.113.7")
    }
    const waited = (performance.now() - attackEnded) / 1000
    console.log(
      `admin afterwards: ${answer.status === 200 ? "logged in" : `NOT logged in (${answer.status})`} ` +
        `${waited.toFixed(1)} s after the attack (Retry-After given: ${waits.length > 0 ? waits.join(", ") + " s" : "none"})`,
    )
    console.log(`total time: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await db.knex.destroy()
    await stopBenchServer(server)
    await new Promise((resolve) => server.once("exit", resolve))
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()

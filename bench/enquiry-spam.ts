/**
 * `npm run bench:spam`: enquiry spam against the real server (a child process on a fresh SQLite file),
 * before and after the enquiry limits (docs/security.md, "Public enquiries"), side by side in one run.
 * "Before" is the same server with ENQUIRY_LIMITS=off, the deliberate setting that turns them off.
 * Each server gets three phases of BENCH_SECONDS (20) each, BENCH_CONCURRENCY (16) requests at a time,
 * every enquiry as large as the schema allows (CJK text, 10,000-character message):
 * 1. one address, the same body again and again;
 * 2. one address, every body different (names, message, email);
 * 3. every request from another address (X-Forwarded-For through TRUST_PROXY=loopback: what a botnet
 *    of many addresses looks like to the server), bodies rotating.
 * Printed per phase: enquiries accepted per second, refused per second (429, and 400 from the bot
 * check), other answers, and how much the database grew (its logical size, WAL included, read through
 * SQLite; the files' bytes too). The limits are the defaults (5 per address per 10 min, 200 an hour).
 */
import { type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { startBenchServer, stopBenchServer } from "./bench-server.ts"
import { freePort } from "./wait-for-server.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)

interface Server {
  readonly child: ChildProcess
  readonly base: string
  readonly file: string
}

const startServer = async (folder: string, label: string, env: Record<string, string>): Promise<Server> => {
  const port = await freePort()
  const file = join(folder, `${label}.db`)
  const child = await startBenchServer(port, {
    DATABASE_URL: `sqlite:${file}`,
    SESSION_SECRET: "bench-spam",
    TRUST_PROXY: "loopback",
    ...env,
  })
  return { child, base: `http://127.0.0.1:${port}`, file }
}

const stopServer = (server: Server) => stopBenchServer(server.child)

/** The database's logical size (pages in use, the WAL's included) and its files' bytes. */
const databaseSize = (file: string) => {
  const db = new Database(file, { fileMustExist: true })
  try {
    const pages = Number(db.pragma("page_count", { simple: true }))
    const free = Number(db.pragma("freelist_count", { simple: true }))
    const pageSize = Number(db.pragma("page_size", { simple: true }))
    const rows = Number(db.prepare("select count(*) as n from collaborations").pluck().get())
    const bytesOnDisk = ["", "-wal"].reduce((sum, suffix) => {
      try {
        return sum + statSync(`${file}${suffix}`).size
      } catch {
        return sum
      }
    }, 0)
    return { logical: (pages - free) * pageSize, bytesOnDisk, rows }
  } finally {
    db.close()
  }
}

let counter = 0
const repeat = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length)
const fixedBody = JSON.stringify({
  companyName: repeat("垃圾信息公司", 200),
  contactName: repeat("机器人", 200),
  email: `${repeat("spam", 180)}@spam.example`,
  phone: repeat("13800000000", 200),
  message: repeat("这是一条自动发送的垃圾合作请求。", 10_000),
})
const rotatingBody = () => {
  counter += 1
  const tag = `${counter.toString(36)}-${Math.random().toString(36).slice(2)}`
  return JSON.stringify({
    companyName: repeat(`公司${tag}`, 200),
    contactName: repeat(`联系人${tag}`, 200),
    email: `${repeat(tag, 180)}@spam.example`,
    phone: repeat(`1${counter}`, 200),
    message: repeat(`垃圾请求 ${tag} `, 10_000),
  })
}
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

interface Phase {
  readonly name: string
  readonly body: () => string
  readonly address?: (n: number) => string
}

const phases: Phase[] = [
  { name: "one address, same body", body: () => fixedBody },
  { name: "one address, rotating bodies", body: rotatingBody },
  { name: "rotating addresses and bodies", body: rotatingBody, address: addressOf },
]

interface PhaseResult {
  readonly accepted: number
  readonly refused: number
  readonly other: number
  readonly seconds: number
  readonly growth: number
  readonly diskGrowth: number
}

const runPhase = async (server: Server, phase: Phase): Promise<PhaseResult> => {
  const before = databaseSize(server.file)
  const counts = { accepted: 0, refused: 0, other: 0 }
  let sent = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      sent += 1
      const headers: Record<string, string> = { "Content-Type": "application/json" }
      if (phase.address !== undefined) headers["X-Forwarded-For"] = phase.address(sent)
      try {
        const response = await fetch(`${server.base}/api/collaborations`, {
          method: "POST",
          headers,
          body: phase.body(),
        })
        await response.arrayBuffer()
        if (response.status === 201) counts.accepted += 1
        else if (response.status === 429 || response.status === 400) counts.refused += 1
        else counts.other += 1
      } catch {
        counts.other += 1
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  const after = databaseSize(server.file)
  return {
    ...counts,
    seconds: elapsed,
    growth: after.logical - before.logical,
    diskGrowth: after.bytesOnDisk - before.bytesOnDisk,
  }
}

const measure = async (folder: string, label: string, env: Record<string, string>) => {
  const server = await startServer(folder, label, env)
  try {
    const results: PhaseResult[] = []
    for (const phase of phases) results.push(await runPhase(server, phase))
    return { results, rows: databaseSize(server.file).rows }
  } finally {
    await stopServer(server)
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const perSecond = (count: number, elapsed: number) => (count / elapsed).toFixed(1)
const cell = (result: PhaseResult) =>
  [
    perSecond(result.accepted, result.seconds).padStart(9),
    perSecond(result.refused, result.seconds).padStart(9),
    String(result.other).padStart(5),
    mb(result.growth).padStart(10),
    mb(result.diskGrowth).padStart(10),
  ].join(" ")

const folder = mkdtempSync(join(tmpdir(), "bench-spam-"))
try {
  console.log(`enquiry spam: ${seconds} s per phase, ${concurrency} requests at a time, maximal enquiries`)
  const before = await measure(folder, "limits-off", { ENQUIRY_LIMITS: "off" })
  const after = await measure(folder, "limits-on", {})
  const header = ["accepted/s", "refused/s", "other", "db growth", "disk bytes"]
  const columns = header.map((name, i) => name.padStart(i === 2 ? 5 : i < 2 ? 9 : 10)).join(" ")
  console.log(`\n${"".padEnd(31)}| before: ENQUIRY_LIMITS=off${"".padEnd(25)}| after: limits on (defaults)`)
  console.log(`${"phase".padEnd(31)}| ${columns} | ${columns}`)
  phases.forEach((phase, index) => {
    const off = before.results[index]
    const on = after.results[index]
    if (off === undefined || on === undefined) return
    console.log(`${phase.name.padEnd(31)}| ${cell(off)} | ${cell(on)}`)
  })
  console.log(`\nenquiries stored: before ${before.rows}, after ${after.rows}`)
} finally {
  rmSync(folder, { recursive: true, force: true })
}

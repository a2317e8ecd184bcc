/**
 * The crash-cycle driver (`npm run test:crash`, crash.test.ts): the real server in a child process
 * takes concurrent writes (plain calls and push batches, each with an Idempotency-Key) and is killed
 * with SIGKILL at a random moment; then the database is checked as the crash left it, the server is
 * restarted on it, readers pull the change log, every key of the cycle is replayed, and it is checked
 * again. See docs/operations.md for what is guaranteed.
 */
import { openDatabase } from "../../db/connection.ts"
import { contentTables } from "../../db/tables.ts"
import { adminCredentials, type ServerProcess, startServerProcess } from "./child-server.ts"
import { type DatabaseState, readState, storedAnswers, structuralProblems } from "./crash-database.ts"
import { Ledger, type SentRequest, isSuccess, rowKey } from "./crash-ledger.ts"
import { type Counts, replayCycle } from "./crash-replay.ts"
import {
  type Problem,
  acknowledgedProblems,
  duplicateProblems,
  exactlyOnceProblems,
  pullFeed,
  snapshotProblems,
} from "./crash-verify.ts"
import {
  type Anchors,
  type TargetRow,
  type Workload,
  createCall,
  runWorkers,
  seededRandom,
  sendRequest,
} from "./crash-writes.ts"
import { type HttpClient, httpClient, logIn } from "./http-client.ts"

export interface CrashRunOptions {
  readonly databaseUrl: string
  readonly cycles: number
  /** Concurrent writers (default 6). */
  readonly workers?: number
  /** The kill comes this long after the cycle's first answer, uniformly at random (default 20 to 300 ms). */
  readonly killAfterMs?: { readonly min: number; readonly max: number }
  readonly seed?: number
  /** Stop after the first cycle that finds a problem (default true). */
  readonly stopOnProblem?: boolean
  readonly onCycle?: (figures: CycleFigures) => void
}

export interface CycleFigures {
  readonly cycle: number
  readonly killAfterMs: number
  /** Write calls sent (each with its own key). */
  readonly sent: number
  /** Answered 2xx the first time. */
  readonly acknowledged: number
  /** No answer: the server died first. */
  readonly unanswered: number
  /** Answered 409 (If-Match on a version another worker had just changed). */
  readonly conflicts: number
  readonly replays: number
  readonly appliedLate: number
  /** Killed between commit and answer: no answer, yet committed (its replay got the stored answer). */
  readonly committedUnanswered: number
  readonly rows: number
  readonly seq: number
  readonly problems: ReadonlyArray<Problem>
  readonly ms: number
}

export interface CrashRunTotals {
  readonly engine: "sqlite" | "postgres"
  readonly seed: number
  readonly cycles: number
  readonly sent: number
  readonly acknowledged: number
  readonly unanswered: number
  readonly replays: number
  readonly appliedLate: number
  /** Killed between commit and answer: no answer, yet committed (its replay got the stored answer). */
  readonly committedUnanswered: number
  readonly lost: number
  readonly duplicates: number
  readonly problems: ReadonlyArray<Problem>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const countsOf = (knex: ReturnType<typeof openDatabase>["knex"]) => async (): Promise<Counts> => {
  let rows = 0
  for (const table of Object.values(contentTables)) {
    const found = (await knex(table).count({ n: "*" }).first()) as { n: number | string }
    rows += Number(found.n)
  }
  const seq = (await knex("change_log").max({ n: "seq" }).first()) as { n: number | string | null }
  const keys = (await knex("idempotency_keys").count({ n: "*" }).first()) as { n: number | string }
  return { maxSeq: Number(seq.n ?? 0), rows, keys: Number(keys.n) }
}

/** The anchors (an employee and a team the other rows refer to) and the first targets. */
const setUp = async (
  client: HttpClient,
  cookie: string,
  ledger: Ledger,
): Promise<{ anchors: Anchors; targets: Map<string, TargetRow> }> => {
  const created: number[] = []
  const anchorsSoFar: Anchors = { employeeId: 0, teamId: 0 }
  for (const [index, entity] of (["employees", "teams"] as const).entries()) {
    const call = createCall(entity, `#c0w${index}#`, { ...anchorsSoFar, employeeId: created[0] ?? 0 })
    const request: SentRequest = { via: "api", calls: [call], anonymous: false, cycle: 0, answers: undefined }
    ledger.add(request)
    const answers = await sendRequest(client, request, cookie)
    const answer = answers?.[0]
    if (answer === undefined || !isSuccess(answer.status))
      throw new Error(`creating an anchor failed: ${answer?.text}`)
    request.answers = answers
    ledger.noteAnswer(call.key, answer)
    created.push((JSON.parse(answer.text) as { id: number }).id)
  }
  const anchors = { employeeId: created[0] ?? 0, teamId: created[1] ?? 0 }
  const settings = JSON.parse((await client.send({ method: "GET", path: "/api/settings" })).text) as {
    version: number
  }
  const targets = new Map<string, TargetRow>([
    [rowKey("settings", 1), { entity: "settings", id: 1, version: settings.version, deletable: false }],
    [
      rowKey("employees", anchors.employeeId),
      { entity: "employees", id: anchors.employeeId, version: 1, deletable: false },
    ],
    [rowKey("teams", anchors.teamId), { entity: "teams", id: anchors.teamId, version: 1, deletable: false }],
  ])
  return { anchors, targets }
}

/** The rows the next cycle may write to: everything in the database at its checked state. */
const targetsFrom = (state: DatabaseState, anchors: Anchors): Map<string, TargetRow> => {
  const fixed = new Set([
    rowKey("employees", anchors.employeeId),
    rowKey("teams", anchors.teamId),
    rowKey("settings", 1),
  ])
  const targets = new Map<string, TargetRow>()
  for (const [key, row] of state.rows) {
    targets.set(key, { entity: row.entity, id: row.id, version: row.version, deletable: !fixed.has(key) })
  }
  return targets
}

export const runCrashCycles = async (options: CrashRunOptions): Promise<CrashRunTotals> => {
  const engine = options.databaseUrl.startsWith("sqlite:") ? "sqlite" : "postgres"
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31)
  const random = seededRandom(seed)
  const kill = options.killAfterMs ?? { min: 20, max: 300 }
  const ledger = new Ledger()
  const totals = {
    sent: 0,
    acknowledged: 0,
    unanswered: 0,
    replays: 0,
    appliedLate: 0,
    committedUnanswered: 0,
    lost: 0,
    duplicates: 0,
  }
  const problems: Problem[] = []
  let server: ServerProcess = await startServerProcess({ databaseUrl: options.databaseUrl })
  let client = httpClient(server.url)
  let cycle = 0
  try {
    const cookie = await logIn(client, adminCredentials)
    const { anchors, targets: firstTargets } = await setUp(client, cookie, ledger)
    let targets = firstTargets
    let reader = await pullFeed(client, cookie, 0)
    let markers = 0
    for (cycle = 1; cycle <= options.cycles; cycle++) {
      const started = Date.now()
      const work: Workload = {
        ledger,
        targets,
        anchors,
        random,
        cycle,
        nextMarker: () => `#c${cycle}w${++markers}#`,
      }
      const killAfterMs = Math.round(kill.min + random() * (kill.max - kill.min))
      let stopped = false
      let answered = () => {}
      const firstAnswer = new Promise<void>((resolve) => (answered = resolve))
      const writing = runWorkers(work, client, cookie, {
        workers: options.workers ?? 6,
        stopped: () => stopped,
        onAnswer: () => answered(),
      })
      // The delay counts from the first answer: a slow machine's cold start does not eat the burst.
      await Promise.race([firstAnswer, writing])
      await sleep(killAfterMs)
      stopped = true
      server.kill("SIGKILL")
      await server.exited
      await writing
      client.close()

      // The database as the crash left it, before any server touches it again.
      const db = openDatabase(options.databaseUrl)
      const found: Problem[] = []
      try {
        const crashed = await readState(db.knex)
        const sentNow = ledger.cycleRequests(cycle)
        const answeredKeys = sentNow.flatMap((r) =>
          r.calls.filter((_, i) => isSuccess(r.answers?.[i]?.status ?? 0)).map((c) => c.key),
        )
        found.push(
          ...(await structuralProblems(db, crashed)).map((text) => ({
            kind: "other" as const,
            text: `after the kill: ${text}`,
          })),
        )
        found.push(
          ...acknowledgedProblems(ledger, cycle, crashed, await storedAnswers(db.knex, answeredKeys)),
        )
        found.push(...duplicateProblems(crashed))

        server = await startServerProcess({ databaseUrl: options.databaseUrl, port: server.port })
        client = httpClient(server.url)
        const fromZero = await pullFeed(client, cookie, 0)
        found.push(...snapshotProblems("pull from 0", fromZero.snapshot, fromZero.cursor, crashed))
        const onward = await pullFeed(client, cookie, reader.cursor, reader.snapshot)
        found.push(
          ...snapshotProblems(`pull from cursor ${reader.cursor}`, onward.snapshot, onward.cursor, crashed),
        )

        const replay = await replayCycle(ledger, cycle, client, cookie, countsOf(db.knex))
        found.push(...replay.problems)
        const settled = await readState(db.knex)
        found.push(
          ...(await structuralProblems(db, settled)).map((text) => ({
            kind: "other" as const,
            text: `after the replays: ${text}`,
          })),
        )
        found.push(...exactlyOnceProblems(ledger, settled), ...duplicateProblems(settled))
        reader = await pullFeed(client, cookie, onward.cursor, onward.snapshot)
        found.push(...snapshotProblems("pull after the replays", reader.snapshot, reader.cursor, settled))
        targets = targetsFrom(settled, anchors)

        const calls = sentNow.flatMap((r) => r.calls.map((call, i) => ({ call, answer: r.answers?.[i] })))
        const figures: CycleFigures = {
          cycle,
          killAfterMs,
          sent: calls.length,
          acknowledged: answeredKeys.length,
          unanswered: calls.filter((c) => c.answer === undefined).length,
          conflicts: calls.filter((c) => c.answer?.status === 409).length,
          replays: replay.figures.replayed,
          appliedLate: replay.figures.appliedLate,
          committedUnanswered: replay.figures.committedUnanswered,
          rows: settled.rows.size,
          seq: settled.maxSeq,
          problems: found,
          ms: Date.now() - started,
        }
        totals.sent += figures.sent
        totals.acknowledged += figures.acknowledged
        totals.unanswered += figures.unanswered
        totals.replays += figures.replays
        totals.appliedLate += figures.appliedLate
        totals.committedUnanswered += figures.committedUnanswered
        totals.lost += found.filter((p) => p.kind === "lost").length
        totals.duplicates += found.filter((p) => p.kind === "duplicate").length
        problems.push(...found)
        options.onCycle?.(figures)
      } finally {
        await db.knex.destroy()
      }
      if (found.length > 0 && options.stopOnProblem !== false) break
    }
  } finally {
    client.close()
    server.kill("SIGTERM")
    await server.exited
  }
  return { engine, seed, cycles: Math.min(cycle, options.cycles), ...totals, problems }
}

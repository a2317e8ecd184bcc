/**
 * POST /api/sync/push: a device's queued writes in one request (docs/sync.md, "Batched push").
 * Each mutation runs exactly as its own call would (the same route list, session, validation,
 * If-Match and Idempotency-Key), in order, each in a savepoint of one write transaction: a mutation
 * that fails leaves nothing behind, and the batch commits once (one fsync for up to pushBatchMax
 * writes instead of one each). The answer lists each mutation's status and body; it stops after the
 * first one that is not a success, because later entries may build on it. Each mutation's audit record
 * carries its own key and device time (`madeAt`) and the batch's session and client.
 */
import { type Request, Router } from "express"
import type { Knex } from "knex"
import { decodeWith } from "../../schema/decode.ts"
import { type PushMutation, PushRequest } from "../../schema/sync.ts"
import { checkMaker, checkPermission } from "../auth/account.ts"
import type { ServerContext } from "../context.ts"
import { HttpError, errorBody, languageOf, validationError } from "../http/errors.ts"
import type { WriteRequest } from "../http/write-request.ts"
import { type WriteRoute, auditedWork, matchWrite } from "../writes/write-route.ts"
import { writeTransaction } from "../sync/change-log.ts"
import { runSql } from "../db/write-sql.ts"
import { type KeyedAnswer, runKeyedWrite } from "../writes/idempotency.ts"

const decodePush = decodeWith(PushRequest)

/** The mutation as the request its own call would have been, under the batch's session and language. */
const asRequest = (req: Request, mutation: PushMutation, params: Record<string, string>): WriteRequest => ({
  method: mutation.method,
  originalUrl: mutation.path,
  body: mutation.body,
  params,
  headers: {
    "accept-language": req.headers["accept-language"],
    "user-agent": req.headers["user-agent"],
    "idempotency-key": mutation.key,
    ...(mutation.madeAt === undefined ? {} : { "x-made-at": String(mutation.madeAt) }),
    ...(mutation.madeBy === undefined ? {} : { "x-made-by": String(mutation.madeBy) }),
    ...(mutation.ifMatch === undefined ? {} : { "if-match": `"${mutation.ifMatch}"` }),
  },
  session: req.session,
  account: req.account,
  ip: req.ip,
})

/**
 * A savepoint: a mutation that throws is undone alone (its audit record with it); those before it
 * still commit. Written out rather than knex's nested `trx.transaction()`, which builds a whole knex
 * instance per call: a tenth of the server's time in a replay of 1,000 edits (bench:sync's profile).
 * The same three statements on SQLite and PostgreSQL (where the rollback also ends the error state).
 */
const inSavepoint = async <T>(trx: Knex.Transaction, work: () => Promise<T>): Promise<T> => {
  await runSql(trx, "SAVEPOINT mutation")
  let result: T
  try {
    result = await work()
  } catch (error) {
    await runSql(trx, "ROLLBACK TO SAVEPOINT mutation")
    await runSql(trx, "RELEASE SAVEPOINT mutation")
    throw error
  }
  await runSql(trx, "RELEASE SAVEPOINT mutation")
  return result
}

export const pushRouter = (ctx: ServerContext, writes: ReadonlyArray<WriteRoute>): Router => {
  const router = Router()
  const find = matchWrite(writes)

  router.post("/api/sync/push", async (req, res) => {
    const language = languageOf(req)
    const decoded = decodePush(req.body ?? {}, language)
    if (!decoded.ok) throw validationError(decoded.issues)
    const results: string[] = []
    await writeTransaction(ctx.db, async (trx) => {
      for (const mutation of decoded.value.mutations) {
        let answer: KeyedAnswer
        try {
          const matched = find(mutation.method, mutation.path)
          if (matched === undefined) throw new HttpError(404, "NOT_FOUND", "error.notFound")
          const request = asRequest(req, mutation, matched.params)
          checkMaker(request)
          if (matched.route.permission !== null) checkPermission(req, matched.route.permission)
          const key = mutation.key.toLowerCase()
          const work = auditedWork(ctx, matched.route, request)
          answer = await inSavepoint(trx, () => runKeyedWrite(ctx, trx, request, key, work))
        } catch (error) {
          // Anything but a client error (a bug, the database failing) rolls the whole batch back.
          if (!(error instanceof HttpError)) throw error
          answer = { status: error.status, text: JSON.stringify(errorBody(error, language)), replayed: false }
        }
        const replayed = answer.replayed ? ',"replayed":true' : ""
        results.push(`{"status":${answer.status},"body":${answer.text}${replayed}}`)
        if (answer.status >= 300) break
      }
    })
    res.setHeader("Cache-Control", "no-store")
    res.type("application/json").send(`{"results":[${results.join(",")}]}`)
  })

  return router
}

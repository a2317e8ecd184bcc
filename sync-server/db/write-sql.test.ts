/**
 * The write path's statements off the query builder (write-sql.ts) answer as knex's would, inside a
 * write transaction (on SQLite: straight on its connection) and outside one (knex.raw), on both
 * engines (`npm run test:pg` runs this file on PostgreSQL); they are part of their transaction.
 */
import type { Knex } from "knex"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { scratchSpace } from "../test-support/scratch.ts"
import { writeTransaction } from "../sync/change-log.ts"
import { type Database, openDatabase } from "./connection.ts"
import { migrateToLatest } from "./migrate.ts"
import { insertSql, readSql, runSql } from "./write-sql.ts"

const scratch = scratchSpace()
let db: Database

beforeAll(async () => {
  db = openDatabase(await scratch.emptyDatabaseUrl(scratch.folder("write-sql-")))
  await migrateToLatest(db.knex)
})
afterAll(() => db.knex.destroy())

const key = (n: number) => ({
  key: `key-${n}`,
  method: "PATCH",
  path: `/api/employees/${n}`,
  body_hash: "hash",
  claim: `claim-${n}`,
  status: 200,
  response: `{"id":${n}}`,
  created_ms: 1_700_000_000_000 + n,
})

/** Every column of a stored key as knex's query builder reads it. */
const viaBuilder = (knex: Knex, name: string) => knex("idempotency_keys").where({ key: name }).first()

describe("write-sql", () => {
  it("reads, changes and inserts as knex does, in a write transaction and outside one", async () => {
    const inside = await writeTransaction(db, async (trx) => {
      await insertSql(trx, "idempotency_keys", { ...key(1), unknownWouldBe: undefined })
      const [read] = await readSql(trx, `SELECT * FROM "idempotency_keys" WHERE "key" = ?`, ["key-1"])
      const changed = await runSql(trx, `UPDATE "idempotency_keys" SET "status" = ? WHERE "key" LIKE ?`, [
        201,
        "key-%",
      ])
      return { read, built: await viaBuilder(trx, "key-1"), changed }
    })
    expect(inside.read).toEqual({ ...inside.built, status: 200 })
    expect(inside.changed).toBe(1)

    await insertSql(db.knex, "idempotency_keys", key(2))
    const [outside] = await readSql(db.knex, `SELECT * FROM "idempotency_keys" WHERE "key" = ?`, ["key-2"])
    expect(outside).toEqual(await viaBuilder(db.knex, "key-2"))
    expect(await runSql(db.knex, `DELETE FROM "idempotency_keys" WHERE "key" LIKE ?`, ["key-%"])).toBe(2)
  })

  it("binds a boolean as the query builder does", async () => {
    const [{ id }] = (await db
      .knex("employees")
      .insert({ version: 1, visible: false, created_ms: 1, data: "{}" })
      .returning("id")) as [{ id: number }]
    await writeTransaction(db, (trx) =>
      runSql(trx, `UPDATE "employees" SET "visible" = ? WHERE "id" = ?`, [true, id]),
    )
    expect(await db.knex("employees").where({ id, visible: true }).first()).toBeDefined()
  })

  it("is undone with its transaction, and refused once the transaction has ended", async () => {
    let kept: Knex.Transaction | undefined
    await expect(
      writeTransaction(db, async (trx) => {
        kept = trx
        await insertSql(trx, "idempotency_keys", key(3))
        throw new Error("the write fails after its statements")
      }),
    ).rejects.toThrow("the write fails")
    expect(await viaBuilder(db.knex, "key-3")).toBeUndefined()
    // A statement on the ended transaction is not run outside it.
    await expect(insertSql(kept!, "idempotency_keys", key(4))).rejects.toThrow()
    expect(await viaBuilder(db.knex, "key-4")).toBeUndefined()
  })
})

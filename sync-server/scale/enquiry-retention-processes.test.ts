/**
 * Enquiry retention across processes (abuse/enquiry-retention.ts): two real server processes
 * (`sync-server/main.ts`) start together on one database that holds 5,400 expired enquiries (11 batches),
 * and each sweeps at its start; the sweeps overlap when the processes come up close together (on
 * PostgreSQL a run split them 4,900 and 500), and the outcome is checked whichever way they interleave:
 * every expired enquiry is deleted once, with one audit record and one change-log delete, the others
 * stay, what the processes log adds up, and neither reports a failure.
 * SQLite by default, PostgreSQL under `npm run test:pg`.
 */
import { join } from "node:path"
import { expect, test } from "vitest"
import { bootstrapDatabase } from "../bootstrap/bootstrap.ts"
import { openDatabase } from "../db/connection.ts"
import { scratchSpace } from "../test-support/scratch.ts"
import { startServerProcesses } from "../test-support/server-processes.ts"
import { insertStoredEnquiries } from "../test-support/stored-enquiries.ts"

const dayMs = 24 * 60 * 60 * 1000
const scratch = scratchSpace()

const count = async (databaseUrl: string, query: string): Promise<number> => {
  const db = openDatabase(databaseUrl)
  try {
    const rows = (await db.knex.raw(query)) as Array<{ n: number | string }> | { rows: Array<{ n: number }> }
    const first = Array.isArray(rows) ? rows[0] : rows.rows[0]
    return Number(first?.n ?? 0)
  } finally {
    await db.knex.destroy()
  }
}

test("two processes sweeping at once delete and record each expired enquiry exactly once", async () => {
  const dir = scratch.folder("retention-processes-")
  const databaseUrl = await scratch.emptyDatabaseUrl(dir)
  const setup = openDatabase(databaseUrl)
  const postgres = setup.engine === "postgres"
  const total = 6000
  try {
    const now = Date.now()
    await bootstrapDatabase(setup, {
      admin: { username: "admin", password: "admin-password" },
      demoContent: false,
      mediaDir: join(dir, "media"),
      now,
    })
    // Last changed 100 to 60 days ago; nine in ten handled (completed or rejected), the tenth new.
    await insertStoredEnquiries(setup.knex, { count: total, firstCreatedMs: now - 60 * dayMs, stepMs: 1000 })
    const status = "case when id % 2 = 0 then 'completed' else 'rejected' end"
    await setup.knex.raw(
      postgres
        ? `update collaborations set data = jsonb_set(data::jsonb, '{status}', to_jsonb(${status}))::text where id % 10 <> 0`
        : `update collaborations set data = json_set(data, '$.status', ${status}) where id % 10 <> 0`,
    )
    await setup
      .knex("settings")
      .where({ id: 1 })
      .update({
        data: setup.knex.raw(
          postgres
            ? `jsonb_set(data::jsonb, '{enquiryRetentionDays}', '30')::text`
            : `json_set(data, '$.enquiryRetentionDays', 30)`,
        ),
      })
  } finally {
    await setup.knex.destroy()
  }
  const kept = total / 10
  const expired = total - kept

  const processes = await startServerProcesses(2, databaseUrl)
  try {
    const deadline = Date.now() + 90_000
    while ((await count(databaseUrl, "select count(*) as n from collaborations")) > kept) {
      if (Date.now() > deadline)
        throw new Error(processes.servers.map((server) => server.output()).join("\n"))
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    // A graceful stop lets a sweep still running finish its batch.
    await processes.stop()
  }
  const outputs = processes.servers.map((server) => server.output())
  expect(outputs.join("\n")).not.toContain("Enquiry retention failed")
  // What the processes say they deleted adds up to the expired enquiries, none twice.
  const said = outputs.map((output) =>
    [...output.matchAll(/Enquiry retention: (\d+) completed or rejected enquiries deleted/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    ),
  )
  expect(said.reduce((sum, n) => sum + n, 0)).toBe(expired)

  expect(await count(databaseUrl, "select count(*) as n from collaborations")).toBe(kept)
  expect(
    await count(
      databaseUrl,
      "select count(*) as n from collaborations where id % 10 = 0", // the new ones, all kept
    ),
  ).toBe(kept)
  expect(
    await count(
      databaseUrl,
      "select count(*) as n from audit_log where entity = 'collaborations' and action = 'delete' and actor_id is null and actor_name = 'enquiryRetention'",
    ),
  ).toBe(expired)
  expect(
    await count(
      databaseUrl,
      "select count(distinct entity_id) as n from audit_log where entity = 'collaborations' and action = 'delete'",
    ),
  ).toBe(expired)
  expect(
    await count(
      databaseUrl,
      "select count(*) as n from change_log where entity = 'collaborations' and op = 'delete'",
    ),
  ).toBe(expired)
  console.log(`deleted per process: ${said.join(" and ")}`)
}, 180_000)

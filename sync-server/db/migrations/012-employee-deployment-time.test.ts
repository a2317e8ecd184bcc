/**
 * Migration 012 on a database written before it: every employee survives with its texts and version
 * and gains an empty deployment time in both languages; one already there is kept; the server's
 * migrations find it by its file name; down removes it (SQLite always; PostgreSQL too under
 * npm run test:pg).
 */
import type { Knex } from "knex"
import { describe, expect, it } from "vitest"
import { migrateToLatest } from "../migrate.ts"
import { migrationUnderTest } from "../../test-support/db/migration-test-support.ts"
import * as deploymentTime from "./012-employee-deployment-time.ts"

/** Up to this migration only, so a later one adding keys to the same rows leaves this test as it is. */
const step = await migrationUnderTest(deploymentTime, "migration-012-")

/** An employee as a server before this migration stored it. */
const oldEmployee = {
  id: 1,
  version: 4,
  updatedAt: "2026-01-02T03:04:05.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  name: "智能客服专员",
  nameEn: "Customer Service Agent",
  image: "/demo/employees/customer-service.svg",
  profession: "客户服务",
  professionEn: "Customer service",
  description: "7×24 小时在线的客服数字员工。",
  descriptionEn: "",
  useCases: "售前咨询, 售后服务",
  useCasesEn: "",
  capabilities: ["多轮对话"],
  capabilitiesEn: [],
  technicalDetails: null,
  technicalDetailsEn: "",
  modelBase: "通义千问 Qwen2.5-72B",
  modelBaseEn: "",
  agentVersion: "1.0",
  integrations: ["企业微信"],
  integrationsEn: ["WeCom"],
  url: null,
  isActive: true,
}

const insert = (knex: Knex, row: Record<string, unknown> & { id: number; version: number }) =>
  knex("employees").insert({
    id: row.id,
    version: row.version,
    visible: true,
    created_ms: 0,
    data: JSON.stringify(row),
  })

const stored = async (knex: Knex, id: number) => {
  const found = (await knex("employees").select("version", "data").where({ id }).first()) as {
    version: number
    data: string
  }
  return { version: Number(found.version), row: JSON.parse(found.data) as Record<string, unknown> }
}

const count = async (knex: Knex, table: string) =>
  Number(((await knex(table).count({ n: "*" }).first()) as { n: string }).n)

const engines = process.env.TEST_POSTGRES_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)

describe.each(engines)("migration 012-employee-deployment-time on %s", (engine) => {
  it("gives every employee an empty deployment time in both languages, keeps versions; down removes it", async () => {
    const { knex } = await step.openBefore(engine)
    await insert(knex, oldEmployee)
    await insert(knex, { ...oldEmployee, id: 2, version: 1, name: "数据分析师" })

    await knex.migrate.latest({ migrationSource: step.through })

    const first = await stored(knex, 1)
    expect(first.version).toBe(4)
    expect(first.row).toEqual({ ...oldEmployee, deploymentTime: null, deploymentTimeEn: "" })
    expect((await stored(knex, 2)).row).toMatchObject({ id: 2, deploymentTime: null, deploymentTimeEn: "" })
    expect(await count(knex, "employees")).toBe(2)
    // No row was re-sent: the change log is untouched by the migration.
    expect(await count(knex, "change_log")).toBe(0)

    await deploymentTime.down(knex)
    expect(await stored(knex, 1)).toEqual({ version: 4, row: oldEmployee })
  })

  it("is found by its file name: the server's migrations run it, keeping a deployment time already there", async () => {
    const { knex } = await step.openBefore(engine)
    await insert(knex, {
      ...oldEmployee,
      id: 7,
      deploymentTime: "约 2 周",
      deploymentTimeEn: "About 2 weeks",
    })
    await migrateToLatest(knex)
    expect((await stored(knex, 7)).row).toMatchObject({
      deploymentTime: "约 2 周",
      deploymentTimeEn: "About 2 weeks",
    })
  })
})

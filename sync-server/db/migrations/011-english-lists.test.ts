/**
 * Migration 011 on a database written before it: every employee, project and tool survives with its
 * texts and version and gains the empty English twins of its names and lists; a twin already there is
 * kept; down removes them again (SQLite always; PostgreSQL too under npm run test:pg).
 */
import { describe, expect, it } from "vitest"
import { migrateToLatest } from "../migrate.ts"
import {
  countRows,
  insertOldRow,
  migrationEngines,
  migrationUnderTest,
  storedRow,
} from "../../test-support/db/migration-test-support.ts"
import * as englishLists from "./011-english-lists.ts"

const step = await migrationUnderTest(englishLists, "migration-011-")
/** Up to this migration only, so a later one adding keys to the same rows leaves this test as it is. */

const meta = { version: 3, updatedAt: "2026-01-02T03:04:05.000Z", createdAt: "2026-01-01T00:00:00.000Z" }

/** Rows as a server before issue 27's twins stored them: names and lists in Chinese only. */
const oldEmployee = {
  id: 1,
  ...meta,
  name: "智能客服专员",
  image: "/demo/employees/customer-service.svg",
  description: "7×24 小时在线的客服数字员工。",
  profession: "客户服务",
  useCases: "售前咨询, 售后服务",
  technicalDetails: null,
  capabilities: ["多轮对话"],
  nameEn: "Customer Service Agent",
  descriptionEn: "",
  professionEn: "",
  useCasesEn: "",
  technicalDetailsEn: "",
  capabilitiesEn: ["Multi-turn dialogue"],
  integrations: ["企业微信", "Zendesk"],
  modelBase: "通义千问 Qwen2.5-72B",
  agentVersion: "1.0",
  url: null,
  isActive: true,
}
const oldProject = {
  id: 1,
  ...meta,
  version: 5,
  name: "项目",
  description: "描述",
  image: "/demo/projects/x.svg",
  teamDescription: "零售",
  category: "enterprise",
  industry: null,
  challengeDescription: null,
  solutionDescription: null,
  resultDescription: null,
  nameEn: "Project",
  descriptionEn: "",
  teamDescriptionEn: "",
  industryEn: "",
  challengeDescriptionEn: "",
  solutionDescriptionEn: "",
  resultDescriptionEn: "",
  technologies: ["规则引擎", "SAP"],
  teamComposition: [],
  url: null,
  isActive: true,
}
const oldTool = {
  id: 1,
  ...meta,
  version: 1,
  name: "流程编排器",
  description: "编排",
  technicalDescription: null,
  icon: "Workflow",
  category: "automation",
  image: null,
  features: ["拖拽编排"],
  nameEn: "Workflow Orchestrator",
  descriptionEn: "",
  technicalDescriptionEn: "",
  featuresEn: [],
  compatibility: ["钉钉", "Webhook"],
  apiDocUrl: null,
  url: null,
  isActive: true,
}

describe.each(migrationEngines)("migration 011-english-lists on %s", (engine) => {
  it("gives every row the empty twins of its names and lists, keeps versions; down removes them", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "employees", oldEmployee)
    await insertOldRow(knex, "employees", {
      ...oldEmployee,
      id: 2,
      version: 1,
      modelBase: null,
      integrations: [],
    })
    await insertOldRow(knex, "projects", oldProject)
    await insertOldRow(knex, "tools", oldTool)

    await knex.migrate.latest({ migrationSource: step.through })

    const employee = await storedRow(knex, "employees", 1)
    expect(employee.version).toBe(3)
    expect(employee.row).toEqual({ ...oldEmployee, integrationsEn: [], modelBaseEn: "" })
    expect((await storedRow(knex, "employees", 2)).row).toMatchObject({
      id: 2,
      modelBase: null,
      integrationsEn: [],
      modelBaseEn: "",
    })
    const project = await storedRow(knex, "projects", 1)
    expect(project.version).toBe(5)
    expect(project.row).toEqual({ ...oldProject, technologiesEn: [] })
    const tool = await storedRow(knex, "tools", 1)
    expect(tool.version).toBe(1)
    expect(tool.row).toEqual({ ...oldTool, compatibilityEn: [] })
    expect([
      await countRows(knex, "employees"),
      await countRows(knex, "projects"),
      await countRows(knex, "tools"),
    ]).toEqual([2, 1, 1])
    // No row was re-sent: the change log is untouched by the migration.
    expect(await countRows(knex, "change_log")).toBe(0)

    await englishLists.down(knex)
    expect((await storedRow(knex, "employees", 1)).row).toEqual(oldEmployee)
    expect((await storedRow(knex, "projects", 1)).row).toEqual(oldProject)
    expect((await storedRow(knex, "tools", 1)).row).toEqual(oldTool)
    expect((await storedRow(knex, "employees", 1)).version).toBe(3)
  })

  it("is found by its file name: the server's migrations run it, keeping an English twin that is already there", async () => {
    const { knex } = await step.openBefore(engine)
    await insertOldRow(knex, "employees", { ...oldEmployee, id: 7, integrationsEn: ["WeCom", "Zendesk"] })
    await insertOldRow(knex, "tools", { ...oldTool, id: 8, compatibilityEn: ["DingTalk", "Webhook"] })
    await migrateToLatest(knex)
    expect((await storedRow(knex, "employees", 7)).row).toMatchObject({
      integrationsEn: ["WeCom", "Zendesk"],
      modelBaseEn: "",
    })
    expect((await storedRow(knex, "tools", 8)).row).toMatchObject({
      compatibilityEn: ["DingTalk", "Webhook"],
    })
  })
})

/** The English twins of content fields (issue 17): optional on create and update, stored empty, checked like the Chinese. */
import { describe, expect, it } from "vitest"
import { decodeWith } from "../decode.ts"
import { localizedList, localizedText } from "../localized.ts"
import { BlogPostCreate, BlogPostUpdate, blogPostEnglishFields } from "./blog-post.ts"
import { EmployeeCreate, EmployeeUpdate, employeeEnglishFields } from "./employee.ts"
import { ProjectCreate, ProjectUpdate, projectEnglishFields } from "./project.ts"
import { Settings, SettingsUpdate } from "./settings.ts"
import { settingsDefaults } from "./settings-defaults.ts"
import { TeamCreate, TeamUpdate, teamEnglishFields } from "./team.ts"
import { ToolCreate, ToolUpdate, toolEnglishFields } from "./tool.ts"

const image = "/demo/x.svg"
/** The list twins; every other twin is a text. */
const listTwins = new Set([
  "capabilitiesEn",
  "featuresEn",
  "integrationsEn",
  "technologiesEn",
  "compatibilityEn",
])
const emptyOf = (field: string): string | string[] => (listTwins.has(field) ? [] : "")
const cases = [
  {
    entity: "employees",
    create: EmployeeCreate,
    update: EmployeeUpdate,
    fields: employeeEnglishFields,
    chinese: { name: "客服", image, description: "描述", profession: "客户服务", useCases: "咨询" },
    long: { field: "nameEn", max: 200 },
  },
  {
    entity: "teams",
    create: TeamCreate,
    update: TeamUpdate,
    fields: teamEnglishFields,
    chinese: { name: "团队", image, description: "描述", composition: [] },
    long: { field: "descriptionEn", max: 2000 },
  },
  {
    entity: "projects",
    create: ProjectCreate,
    update: ProjectUpdate,
    fields: projectEnglishFields,
    chinese: { name: "项目", image, description: "描述", teamDescription: "零售" },
    long: { field: "industryEn", max: 200 },
  },
  {
    entity: "tools",
    create: ToolCreate,
    update: ToolUpdate,
    fields: toolEnglishFields,
    chinese: { name: "工具", description: "描述" },
    long: { field: "technicalDescriptionEn", max: 2000 },
  },
  {
    entity: "blogPosts",
    create: BlogPostCreate,
    update: BlogPostUpdate,
    fields: blogPostEnglishFields,
    chinese: { title: "标题", content: "正文", summary: "摘要", image, category: "技术趋势" },
    long: { field: "contentEn", max: 100_000 },
  },
] as const

describe.each(cases)("English twins of $entity", ({ create, update, fields, chinese, long }) => {
  it("are stored empty when a create leaves them out", () => {
    const decoded = decodeWith(create)(chinese)
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    const value = decoded.value as Record<string, unknown>
    for (const field of fields) expect(value[field]).toEqual(emptyOf(field))
  })

  it("are kept when given and left out of an update that does not name them", () => {
    const english = Object.fromEntries(
      fields.map((field) => [field, Array.isArray(emptyOf(field)) ? ["Item"] : `English ${field}`]),
    )
    const first = String(fields[0])
    const decoded = decodeWith(create)({ ...chinese, ...english })
    expect(decoded.ok && (decoded.value as Record<string, unknown>)[first]).toEqual(english[first])
    const patched = decodeWith(update)({ [first]: english[first] })
    expect(patched.ok && Object.keys(patched.value as object)).toEqual([first])
  })

  it("refuse an over-long English text with the Chinese field's limit, in both languages", () => {
    const atLimit = decodeWith(update)({ [long.field]: "x".repeat(long.max) })
    expect(atLimit.ok).toBe(true)
    for (const [language, message] of [
      ["en", "Too long"],
      ["zh-CN", "内容过长"],
    ] as const) {
      const result = decodeWith(update)({ [long.field]: "x".repeat(long.max + 1) }, language)
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.issues).toEqual([{ path: [long.field], code: "tooLong", message }])
    }
  })

  it("may be empty (no required mark on English)", () => {
    const emptyAll = Object.fromEntries(fields.map((field) => [field, emptyOf(field)]))
    expect(decodeWith(update)(emptyAll).ok).toBe(true)
  })
})

describe("settings English texts", () => {
  const englishKeys = Object.keys(Settings.fields).filter((key) => key.endsWith("En"))

  it("have an English default for every English twin", () => {
    expect(englishKeys.length).toBeGreaterThan(0)
    for (const key of englishKeys) {
      expect(key.slice(0, -2) in Settings.fields).toBe(true)
      expect((settingsDefaults as unknown as Record<string, string>)[key]).toMatch(/[A-Za-z]/)
    }
  })

  it("may be cleared, and are checked against the Chinese limits", () => {
    expect(decodeWith(SettingsUpdate)({ heroHeadingEn: "", siteNameEn: "" }).ok).toBe(true)
    const result = decodeWith(SettingsUpdate)({ siteNameEn: "x".repeat(201) }, "en")
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([["siteNameEn"]])
  })
})

describe("localizedText over a row with twins", () => {
  it("shows English to an English reader, Chinese marked where English is empty or missing", () => {
    expect(localizedText({ name: "客服", nameEn: "Support" }, "name", "en")).toEqual({
      text: "Support",
      fallback: false,
    })
    expect(localizedText({ name: "客服", nameEn: "" }, "name", "en")).toEqual({
      text: "客服",
      fallback: true,
    })
    // A row stored before the upgrade has no twin at all.
    expect(localizedText({ name: "客服" }, "name", "en")).toEqual({ text: "客服", fallback: true })
    expect(localizedText({ name: "客服", nameEn: "Support" }, "name", "zh-CN")).toEqual({
      text: "客服",
      fallback: false,
    })
    expect(localizedList({ capabilities: ["对话"], capabilitiesEn: [] }, "capabilities", "en")).toEqual({
      items: ["对话"],
      fallback: true,
    })
  })
})

describe("the English twins of names and lists (issue 27)", () => {
  it("are twins of employees, projects and tools like the others", () => {
    expect(employeeEnglishFields).toEqual(expect.arrayContaining(["integrationsEn", "modelBaseEn"]))
    expect(projectEnglishFields).toContain("technologiesEn")
    expect(toolEnglishFields).toContain("compatibilityEn")
  })

  it("show the English names, else the Chinese marked; no base model is no fallback", () => {
    const employee = { integrations: ["企业微信", "Zendesk"], integrationsEn: ["WeCom", "Zendesk"] }
    expect(localizedList(employee, "integrations", "en")).toEqual({
      items: ["WeCom", "Zendesk"],
      fallback: false,
    })
    expect(localizedList({ technologies: ["规则引擎"], technologiesEn: [] }, "technologies", "en")).toEqual({
      items: ["规则引擎"],
      fallback: true,
    })
    expect(
      localizedText({ modelBase: "文心一言 ERNIE 4.0", modelBaseEn: "ERNIE Bot 4.0" }, "modelBase", "en"),
    ).toEqual({ text: "ERNIE Bot 4.0", fallback: false })
    expect(localizedText({ modelBase: null, modelBaseEn: "" }, "modelBase", "en")).toEqual({
      text: "",
      fallback: false,
    })
  })

  it("are stored empty for a create without them and refused over the Chinese limits", () => {
    const decoded = decodeWith(EmployeeCreate)(cases[0].chinese)
    expect(decoded.ok && decoded.value).toMatchObject({ integrationsEn: [], modelBaseEn: "" })
    expect(decodeWith(EmployeeUpdate)({ modelBaseEn: "x".repeat(201) }).ok).toBe(false)
    expect(decodeWith(ToolUpdate)({ compatibilityEn: ["x".repeat(201)] }).ok).toBe(false)
    expect(decodeWith(ProjectUpdate)({ technologiesEn: ["Rules engine"] }).ok).toBe(true)
  })
})

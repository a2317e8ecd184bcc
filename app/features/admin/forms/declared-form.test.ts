/**
 * Forms derived from the content declarations (declared-form.tsx): every label and hint exists in
 * both languages (in the bilingual table or the dictionaries), a row's values survive the form unchanged (lists one item per line, ids, empty
 * optional texts as null), and a new record starts from the kind's defaults.
 */
import { describe, expect, it } from "vitest"
import type { ContentDeclaration } from "../../../../schema/content-fields.ts"
import { employeeDefaults } from "../../../../schema/entities/employee.ts"
import { employeeFields } from "../../../../schema/entities/employee-fields.ts"
import { projectFields } from "../../../../schema/entities/project-fields.ts"
import { teamFields } from "../../../../schema/entities/team-fields.ts"
import { toolFields } from "../../../../schema/entities/tool-fields.ts"
import { i18nObject } from "../../../i18n/i18n-util.ts"
import { loadAllLocales } from "../../../i18n/i18n-util.sync.ts"
import { fieldTexts } from "../../../i18n/field-texts.ts"
import { declaredFields, declaredPayload, declaredText, declaredValues } from "./declared-form.tsx"

loadAllLocales()
const declarations: ReadonlyArray<ContentDeclaration> = [
  employeeFields,
  teamFields,
  projectFields,
  toolFields,
]

describe("declared forms", () => {
  it.each(["zh-CN", "en"] as const)("label every field and twin in %s", (locale) => {
    const LL = i18nObject(locale)
    for (const declaration of declarations) {
      const texts = LL.adminRecords[declaration.entity] as unknown as Record<string, unknown>
      const table: Readonly<Record<string, Readonly<Record<string, string>>>> = fieldTexts[declaration.entity]
      for (const field of declaration.fields) {
        for (const key of field.hint === undefined ? [field.label] : [field.label, field.hint]) {
          const where = `${declaration.entity}.${key}`
          const text = declaredText(LL, declaration.entity, key)
          // In the bilingual table (app/i18n/field-texts.ts), this language's half, or in the dictionary.
          if (Object.hasOwn(table, key)) expect(text, where).toBe(table[key]?.[locale])
          else expect(typeof texts[key], where).toBe("function")
          expect(text.trim(), where).not.toBe("")
        }
      }
      const fields = declaredFields(LL, declaration)
      const twins = fields.filter((field) => "englishOf" in field && field.englishOf !== undefined)
      expect(twins.map((twin) => twin.name)).toEqual(
        declaration.fields.filter((field) => field.english).map((field) => `${field.name}En`),
      )
    }
  })

  it("gives back a row's values as they were, twins and lists included", () => {
    // Every declared field, those not named below as a new record has them.
    const row = {
      ...declaredPayload(employeeFields, declaredValues(employeeFields, null)),
      name: "客服专员",
      nameEn: "Support agent",
      image: "/media/x.webp",
      profession: "客户服务",
      professionEn: "",
      description: "回答问题",
      descriptionEn: "Answers questions",
      useCases: "咨询,售后",
      useCasesEn: "",
      capabilities: ["多语言", "工单"],
      capabilitiesEn: ["Languages", "Tickets"],
      technicalDetails: null,
      technicalDetailsEn: "",
      modelBase: "GPT-4o",
      modelBaseEn: "",
      agentVersion: "2.1",
      integrations: ["企业微信"],
      integrationsEn: ["WeCom"],
      url: null,
    }
    const values = declaredValues(employeeFields, row)
    expect(values.capabilities).toBe("多语言\n工单")
    expect(values.url).toBe("")
    expect(declaredPayload(employeeFields, values)).toEqual(row)
  })

  it("reads a list one item per line, blank lines and spaces dropped", () => {
    const values = {
      ...declaredValues(toolFields, null),
      features: " 搜索 \n\n 汇总\n",
      featuresEn: "Search\n",
    }
    const payload = declaredPayload(toolFields, values)
    expect(payload.features).toEqual(["搜索", "汇总"])
    expect(payload.featuresEn).toEqual(["Search"])
  })

  it("sends an optional text or address left empty as null, an untranslated twin as empty", () => {
    const payload = declaredPayload(projectFields, declaredValues(projectFields, null))
    expect(payload.industry).toBeNull()
    expect(payload.industryEn).toBe("")
    expect(payload.url).toBeNull()
    expect(payload.teamComposition).toEqual([])
  })

  it("starts a new record from the kind's defaults", () => {
    expect(declaredValues(employeeFields, null, employeeDefaults).agentVersion).toBe("1.0")
    expect(declaredValues(employeeFields, null, employeeDefaults).name).toBe("")
  })
})

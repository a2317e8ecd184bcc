import { describe, expect, it } from "vitest"
import { translatedEntities, translatedFieldsOf } from "./translated-fields.ts"
import { basisAfterWrite, staleEnglish, stampOf, withEnglishBasis } from "./translation-status.ts"

const fields = ["name", "capabilities"]
const row = { id: 1, name: "客服", nameEn: "Support", capabilities: ["对话"], capabilitiesEn: ["Chat"] }

describe("the translated fields of each kind", () => {
  it("are every field with an English twin, read off the row schemas; enquiries have none", () => {
    expect(translatedFieldsOf("blogPosts")).toEqual(["title", "content", "summary"])
    expect(translatedFieldsOf("employees")).toEqual(expect.arrayContaining(["name", "capabilities"]))
    expect(translatedFieldsOf("settings")).toEqual(expect.arrayContaining(["siteName", "termsBody"]))
    expect(translatedFieldsOf("settings")).not.toContain("contactEmail")
    expect(translatedEntities).not.toContain("collaborations")
    expect(translatedFieldsOf("collaborations")).toEqual([])
  })
})

describe("whether an English text fell behind its Chinese", () => {
  it("a row with no basis (stored before it existed) is current", () => {
    expect(staleEnglish(fields, row)).toEqual([])
    expect(staleEnglish(fields, { ...row, englishBasis: {} })).toEqual([])
    expect(staleEnglish(fields, null)).toEqual([])
  })

  it("a Chinese change leaves the English behind, a list as well as a text", () => {
    const after = withEnglishBasis(fields, row, { name: "客服专员", capabilities: ["对话", "工单"] })
    expect(after).toMatchObject({ englishBasis: { name: stampOf("客服"), capabilities: stampOf(["对话"]) } })
    expect(staleEnglish(fields, after)).toEqual(["name", "capabilities"])
  })

  it("keeps the basis the English was written against through more Chinese edits, and back", () => {
    const once = withEnglishBasis(fields, row, { name: "客服专员" })
    const twice = withEnglishBasis(fields, once, { name: "高级客服" })
    expect(staleEnglish(fields, twice)).toEqual(["name"])
    expect(withEnglishBasis(fields, twice, { name: "客服" })).toMatchObject({ englishBasis: {} })
  })

  it("an English write, a check, or an emptied English brings it back; the check is not stored", () => {
    const behind = withEnglishBasis(fields, row, { name: "客服专员", capabilities: ["工单"] })
    expect(staleEnglish(fields, withEnglishBasis(fields, behind, { nameEn: "Support agent" }))).toEqual([
      "capabilities",
    ])
    const checked = withEnglishBasis(fields, behind, { englishChecked: ["capabilities"] })
    expect(staleEnglish(fields, checked)).toEqual(["name"])
    expect(checked).not.toHaveProperty("englishChecked")
    expect(staleEnglish(fields, withEnglishBasis(fields, behind, { nameEn: "" }))).toEqual(["capabilities"])
  })

  it("an English text written after the Chinese is not behind; both in one write are current", () => {
    const noEnglish = { ...row, nameEn: "" }
    const chinese = withEnglishBasis(fields, noEnglish, { name: "客服专员" })
    const english = withEnglishBasis(fields, chinese, { nameEn: "Support agent" })
    expect(staleEnglish(fields, english)).toEqual([])
    expect(basisAfterWrite(fields, row, { ...row, name: "新", nameEn: "New" }, {})).toEqual({})
    expect(basisAfterWrite(fields, null, row, row)).toEqual({})
  })

  it("stamps equal texts alike and different texts apart", () => {
    expect(stampOf("客服")).toBe(stampOf("客服"))
    expect(stampOf("客服")).not.toBe(stampOf("客服 "))
    expect(stampOf(["a", "b"])).not.toBe(stampOf(["ab"]))
  })
})

import { expect, test } from "vitest"
import type { AuditRecord } from "../../../../schema/audit.ts"
import { EmployeeUpdate } from "../../../../schema/entities/employee.ts"
import { SettingsUpdate } from "../../../../schema/entities/settings.ts"
import { i18nObject } from "../../../i18n/i18n-util.ts"
import { loadAllLocales } from "../../../i18n/i18n-util.sync.ts"
import { fieldChanges } from "./field-changes.ts"
import { fieldLabels, labelOf } from "./field-labels.ts"
import { restorePayload } from "./restore-payload.ts"
import { displayValue, longTextLimit, shortened } from "./value-display.ts"
import { deviceTimeOf, heldOnDeviceMs } from "./version-times.ts"

loadAllLocales()

const record = (before: AuditRecord["before"], after: AuditRecord["after"], changed: string[] = []) => ({
  before,
  after,
  changed,
})

test("an update lists only the fields it changed, never id, version or updatedAt", () => {
  const before = { id: 3, version: 4, updatedAt: "a", name: "旧名", url: null, isActive: true }
  const after = { id: 3, version: 5, updatedAt: "b", name: "新名", url: "https://x.cn", isActive: true }
  expect(fieldChanges(record(before, after, ["name", "url"]))).toEqual([
    { field: "name", before: "旧名", after: "新名" },
    { field: "url", before: null, after: "https://x.cn" },
  ])
  // Without the server's list the rows are compared: the same answer.
  expect(fieldChanges(record(before, after))).toEqual(fieldChanges(record(before, after, ["name", "url"])))
})

test("a create shows what it set, leaving out empty fields; a delete what the row held", () => {
  const row = { id: 1, version: 1, updatedAt: "a", name: "甲", technicalDetails: null, capabilities: [] }
  expect(fieldChanges(record(null, row, ["name", "technicalDetails", "capabilities"]))).toEqual([
    { field: "name", before: null, after: "甲" },
  ])
  expect(fieldChanges(record(row, null, ["name", "technicalDetails"]))).toEqual([
    { field: "name", before: "甲", after: null },
  ])
})

test("values are shown readably: yes/no, list items, resolved ids, never raw JSON", () => {
  expect(displayValue("isActive", false)).toEqual({ kind: "boolean", value: false })
  expect(displayValue("url", null)).toEqual({ kind: "empty" })
  expect(displayValue("capabilities", [])).toEqual({ kind: "empty" })
  expect(displayValue("capabilities", ["写作", "翻译"])).toEqual({ kind: "list", items: ["写作", "翻译"] })
  const names = (_field: string, id: number) => (id === 7 ? "小智" : undefined)
  expect(displayValue("composition", [7, 9], names)).toEqual({ kind: "list", items: ["小智", "#9"] })
  expect(displayValue("readTime", 5)).toEqual({ kind: "text", text: "5", long: false })
  const nested = displayValue("extra", { a: 1, b: [true, "x"] })
  expect(nested).toEqual({ kind: "list", items: ["a: 1", "b: ✓, x"] })
  if (nested.kind === "list") for (const item of nested.items) expect(item).not.toMatch(/[{}[\]"]/)
})

test("long texts are marked long and shortened at a word boundary with an ellipsis", () => {
  const text = `${"word ".repeat(60)}end`
  const shown = displayValue("content", text)
  expect(shown).toEqual({ kind: "text", text, long: true })
  const short = shortened(text)
  expect(short.endsWith("…")).toBe(true)
  expect(short.length).toBeLessThanOrEqual(longTextLimit + 1)
  expect(short).not.toMatch(/wor…$/)
  expect(shortened("short")).toBe("short")
  // Chinese: no space to cut at, and each character is as wide as two Latin ones.
  expect(displayValue("content", "字".repeat(81))).toMatchObject({ long: true })
  expect(displayValue("content", "字".repeat(80))).toMatchObject({ long: false })
  expect(shortened("字".repeat(300))).toBe(`${"字".repeat(longTextLimit / 2)}…`)
})

test("field labels come from the forms in the person's language; an English twin says so; unknown fields keep their name", () => {
  for (const [language, name, profession, twin, active] of [
    ["zh-CN", "名称", "职业", "名称（英文）", "启用"],
    ["en", "Name", "Profession", "Name (English)", "Active"],
  ] as const) {
    const LL = i18nObject(language)
    const labels = fieldLabels(LL, "employees")
    expect(labelOf(LL, labels, "name")).toBe(name)
    expect(labelOf(LL, labels, "profession")).toBe(profession)
    expect(labelOf(LL, labels, "nameEn")).toBe(twin)
    expect(labelOf(LL, labels, "isActive")).toBe(active)
    expect(labelOf(LL, labels, "somethingNew")).toBe("somethingNew")
  }
  const en = i18nObject("en")
  expect(labelOf(en, fieldLabels(en, "settings"), "heroHeading")).toBe("Hero heading")
  expect(labelOf(en, fieldLabels(en, "blogPosts"), "title")).toBe("Title")
})

test("a restore sends the version's fields that differ from the row now, only those the schema accepts", () => {
  const accepted = Object.keys(EmployeeUpdate.fields)
  const version = {
    id: 3,
    version: 2,
    updatedAt: "a",
    createdAt: "c1",
    name: "旧名",
    profession: "写手",
    isActive: true,
  }
  const current = {
    id: 3,
    version: 5,
    updatedAt: "b",
    createdAt: "c2",
    name: "新名",
    profession: "写手",
    isActive: false,
  }
  expect(restorePayload(accepted, version, current)).toEqual({ name: "旧名", isActive: true })
  expect(restorePayload(accepted, current, current)).toEqual({})
  // A field the version did not have yet (added to the schema later) is left as it is now.
  expect(restorePayload([...accepted, "nameEn"], version, { ...current, nameEn: "New" })).toEqual({
    name: "旧名",
    isActive: true,
  })
  expect(
    restorePayload(Object.keys(SettingsUpdate.fields), { id: 1, siteName: "A" }, { id: 1, siteName: "B" }),
  ).toEqual({
    siteName: "A",
  })
})

test("the device time is shown only when the edit reached the server well after it was made", () => {
  const at = "2026-11-25T10:00:10.000Z"
  expect(deviceTimeOf({ at, madeAt: null })).toBeNull()
  expect(deviceTimeOf({ at, madeAt: "2026-11-25T10:00:09.900Z" })).toBeNull()
  const held = new Date(Date.parse(at) - heldOnDeviceMs).toISOString()
  expect(deviceTimeOf({ at, madeAt: held })).toBe(held)
  expect(deviceTimeOf({ at, madeAt: "2026-11-25T09:00:00.000Z" })).toBe("2026-11-25T09:00:00.000Z")
})

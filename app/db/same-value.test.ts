import { describe, expect, test } from "vitest"
import { sameValue } from "./same-value.ts"

describe("sameValue", () => {
  test("rows with the same data are the same, whatever their identity or key order", () => {
    const rows = () => [
      { id: 1, name: "智能客服专员", tags: ["客服", "电商"], meta: { updatedAt: 5, deleted: false } },
      { id: 2, name: "数据分析师", tags: [], meta: { updatedAt: 7, deleted: false } },
    ]
    expect(sameValue(rows(), rows())).toBe(true)
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true)
    expect(sameValue(undefined, undefined)).toBe(true)
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true)
    expect(sameValue(new Date(5), new Date(5))).toBe(true)
  })

  test("any difference, however deep, makes them differ", () => {
    const row = { id: 1, name: "智能客服专员", tags: ["客服"], meta: { updatedAt: 5 } }
    expect(sameValue([row], [{ ...row, meta: { updatedAt: 6 } }])).toBe(false)
    expect(sameValue([row], [{ ...row, tags: ["客服", "电商"] }])).toBe(false)
    expect(sameValue([row], [row, row])).toBe(false)
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false)
    expect(sameValue([1], { 0: 1, length: 1 })).toBe(false)
    expect(sameValue(null, {})).toBe(false)
    expect(sameValue(0, -0)).toBe(false)
    expect(sameValue("1", 1)).toBe(false)
    expect(sameValue(new Date(5), new Date(6))).toBe(false)
    expect(sameValue(new Date(5), 5)).toBe(false)
  })

  test("objects that are not plain data are the same only when they are the same object", () => {
    const map = new Map([[1, 2]])
    expect(sameValue(map, map)).toBe(true)
    expect(sameValue(map, new Map([[1, 2]]))).toBe(false)
  })
})

/**
 * The edge's input checks as functions (input-checks.ts, record-id.ts, schema/storable-text.ts); the
 * server's answers to such input, on both engines, are in sync-server/fuzz.test.ts.
 */
import { describe, expect, test } from "vitest"
import { maxRecordId } from "../../schema/fields.ts"
import { isStorableText } from "../../schema/storable-text.ts"
import { inputError, inputProblem, maxJsonDepth } from "./input-checks.ts"
import { parseRecordId } from "./record-id.ts"

/** A value `levels` deep: arrays in arrays, a number at the bottom. */
const nested = (levels: number): unknown => {
  let value: unknown = 1
  for (let level = 1; level < levels; level++) value = [value]
  return [value]
}

describe("isStorableText: what a database keeps as sent", () => {
  test.each([
    "",
    "plain",
    "数字员工",
    "emoji 😀 (a surrogate pair)",
    "\u0001\u007f\ufffd\uffff",
    "tab\tand\nline",
  ])("keeps %j", (text) => expect(isStorableText(text)).toBe(true))
  test.each([
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "\ud83d",
    "\ude00 reversed \ud83d",
    "\ud83d\ud83d\ude00",
  ])("refuses %j", (text) => expect(isStorableText(text)).toBe(false))
})

describe("inputProblem", () => {
  test("nothing wrong with ordinary bodies and query objects", () => {
    expect(inputProblem(undefined)).toBeUndefined()
    expect(inputProblem({ name: "名字", list: [1, "a", null, true, { x: "😀" }] })).toBeUndefined()
    expect(inputProblem(Object.assign(Object.create(null) as object, { q: ["a", "b"] }))).toBeUndefined()
  })

  test(`${maxJsonDepth} levels pass; one more is too deep, however little else there is`, () => {
    expect(inputProblem(nested(maxJsonDepth))).toBeUndefined()
    expect(inputProblem({ a: nested(maxJsonDepth - 1) })).toBeUndefined()
    expect(inputProblem(nested(maxJsonDepth + 1))).toEqual({ kind: "tooDeep" })
    expect(inputProblem({ a: nested(maxJsonDepth) })).toEqual({ kind: "tooDeep" })
  })

  test("a million levels: found without running out of stack", () => {
    expect(inputProblem(nested(1_000_000))).toEqual({ kind: "tooDeep" })
    expect(inputProblem(JSON.parse(`${"[".repeat(200_000)}${"]".repeat(200_000)}`))).toEqual({
      kind: "tooDeep",
    })
  })

  test("every text that cannot be stored is named by its path, keys included", () => {
    expect(
      inputProblem({
        ok: "x",
        name: "a\u0000",
        list: ["fine", "\ud800"],
        deep: { "k\udc00": "v", k: ["\u0000"] },
      }),
    ).toEqual({
      kind: "unstorable",
      paths: [["name"], ["list", 1], ["deep", "k\udc00"], ["deep", "k", 0]],
    })
    expect(inputProblem("\u0000")).toEqual({ kind: "unstorable", paths: [[]] })
  })

  test("at most 20 fields are named", () => {
    const problem = inputProblem(Array.from({ length: 50 }, () => "\u0000"))
    expect(problem?.kind === "unstorable" && problem.paths.length).toBe(20)
  })

  test("the answers: 400 VALIDATION, in the person's language", () => {
    const english = { headers: { "accept-language": "en" } }
    const deep = inputError(english, { kind: "tooDeep" })
    expect([deep.status, deep.code, deep.messageCode]).toEqual([400, "VALIDATION", "error.tooDeep"])
    const unstorable = inputError({ headers: {} }, { kind: "unstorable", paths: [["name"]] })
    expect([unstorable.status, unstorable.code, unstorable.messageCode]).toEqual([
      400,
      "VALIDATION",
      "error.unstorableText",
    ])
    expect(unstorable.extra.issues).toEqual([
      {
        path: ["name"],
        code: "unstorableText",
        message: "含有无法保存的字符（空字符或不成对的代理字符），请删除后重试",
      },
    ])
  })
})

describe("parseRecordId: the id in a path", () => {
  test.each([
    ["1", 1],
    ["42", 42],
    [String(maxRecordId), maxRecordId],
  ])("%s is id %d", (text, id) => expect(parseRecordId(text)).toEqual({ ok: true, id }))

  test.each(["2147483648", "4294967296", "9007199254740993", "99999999999999999999", "1".repeat(400)])(
    "%s is well formed but names no record",
    (text) => expect(parseRecordId(text)).toEqual({ ok: false, reason: "unknown" }),
  )

  test.each(["", "0", "01", "-1", "1.5", "1e3", " 1", "1 ", "abc", "\u0000", "١", undefined, 7])(
    "%j is not an id",
    (text) => expect(parseRecordId(text)).toEqual({ ok: false, reason: "malformed" }),
  )
})

/** The idempotency key's body hash (idempotency.ts): the same text as ever, and no recursion. */
import fc from "fast-check"
import { describe, expect, test } from "vitest"
import { canonicalJson, hashBody } from "../writes/idempotency.ts"

/** The recursive version that earlier releases stored hashes of. */
const recursiveCanonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(recursiveCanonicalJson).join(",")}]`
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${recursiveCanonicalJson(item)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

describe("canonicalJson", () => {
  test("gives the recursive version's text for any JSON (so stored keys still match their retries)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(canonicalJson(value)).toBe(recursiveCanonicalJson(value))
      }),
      { numRuns: 500 },
    )
    for (const value of [undefined, null, [], {}, [[]], { b: [1, { d: 2, c: [] }], a: "x" }, [undefined, 1]])
      expect(canonicalJson(value)).toBe(recursiveCanonicalJson(value))
  })

  test("the same body in another key order is the same text", () => {
    expect(canonicalJson({ b: 1, a: { y: 2, x: 3 } })).toBe('{"a":{"x":3,"y":2},"b":1}')
  })

  test("a body a million levels deep is hashed without running out of stack", () => {
    let deep: unknown = 1
    for (let level = 0; level < 1_000_000; level++) deep = level % 2 === 0 ? [deep] : { a: deep }
    expect(() => recursiveCanonicalJson(deep)).toThrow(RangeError)
    expect(hashBody(deep)).toMatch(/^[0-9a-f]{64}$/)
  })
})

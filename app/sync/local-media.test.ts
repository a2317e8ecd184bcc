import { describe, expect, test } from "vitest"
import { decodeWith } from "../../schema/decode.ts"
import { BlogPostUpdate } from "../../schema/entities/blog-post.ts"
import { EmployeeUpdate } from "../../schema/entities/employee.ts"
import { isValidUrl } from "../../schema/url.ts"
import type { OutboxEntry } from "../db/local-row.ts"
import { classifyUpload } from "./deliver-upload.ts"
import { validatePayload } from "./local-writes.ts"
import {
  isLocalAddress,
  localAddressesIn,
  newLocalAddress,
  placeholderFor,
  replaceAddress,
} from "./local-media.ts"
import { nextBatch } from "./push.ts"

const a = "local-media:0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d"
const b = "local-media:7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d"
const src = "/media/e277f5acde0f1a2b3c4d5e6f7a8b9c0d-1280.jpg"

describe("local picture addresses", () => {
  test("a new address is local-media: and a UUID, and only that counts as one", () => {
    const address = newLocalAddress()
    expect(address).toMatch(
      /^local-media:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(isLocalAddress(address)).toBe(true)
    expect(isLocalAddress(`${address} `)).toBe(false)
    expect(isLocalAddress("local-media:x")).toBe(false)
    expect(isLocalAddress(src)).toBe(false)
  })

  test("the shared URL rule refuses them, so a picture field holding one never passes the server", () => {
    expect(isValidUrl(a)).toBe(false)
    expect(decodeWith(EmployeeUpdate)({ image: a }, "en")).toMatchObject({
      ok: false,
      issues: [{ path: ["image"], code: "url" }],
    })
    // A Markdown body is free text: the rule does not see it (the outbox holds such entries back).
    expect(decodeWith(BlogPostUpdate)({ content: `![x](${a})` }, "en").ok).toBe(true)
  })

  test("found in picture fields, Markdown bodies and lists, at any depth, each once", () => {
    const payload = {
      image: a,
      content: `# t\n\n![one](${b})\n\ntext ![again](${a} "title") and ![b again](${b})`,
      capabilities: ["x", `see ${b}`],
      nested: { deep: [{ image: a }] },
      count: 3,
      none: null,
    }
    expect(localAddressesIn(payload)).toEqual([a, b])
    expect(localAddressesIn({ image: src, content: "local-media: is a word here" })).toEqual([])
  })

  test("rewritten everywhere to the server's address; untouched values stay the same objects", () => {
    const row = {
      id: 4,
      image: a,
      content: `![one](${a}) and ![two](${b})`,
      list: ["plain", a],
      other: { keep: "me" },
    }
    const rewritten = replaceAddress(row, a, src)
    expect(rewritten).toEqual({
      id: 4,
      image: src,
      content: `![one](${src}) and ![two](${b})`,
      list: ["plain", src],
      other: { keep: "me" },
    })
    expect(rewritten.other).toBe(row.other)
    expect(row.image).toBe(a) // the input is not changed
    const untouched = { image: src, list: ["x"] }
    expect(replaceAddress(untouched, a, src)).toBe(untouched)
    expect(replaceAddress(null, a, src)).toBeNull()
  })

  test("checked with the schema as a same-site path of the same length, and kept as the local address", () => {
    expect(placeholderFor(a)).toHaveLength(a.length)
    expect(isValidUrl(placeholderFor(a))).toBe(true)
    expect(validatePayload("employees", "update", { image: a, name: "n" }, "en")).toEqual({
      image: a,
      name: "n",
    })
    expect(
      validatePayload(
        "blogPosts",
        "create",
        {
          title: "t",
          image: a,
          content: `![x](${b})`,
          summary: "s",
          category: "技术趋势",
        },
        "en",
      ),
    ).toMatchObject({ image: a, content: `![x](${b})` })
    // Anything else wrong in the field is still refused.
    expect(() => validatePayload("employees", "update", { image: `//evil.example/${a}` }, "en")).toThrow()
  })
})

const entry = (seq: number, targetId: number, payload: Record<string, unknown>): OutboxEntry => ({
  seq,
  key: `k${seq}`,
  entity: "employees",
  op: "update",
  targetId,
  payload,
  baseVersion: 1,
  baseRow: null,
  createdAt: "2026-11-25T12:00:00.000Z",
  attempts: 0,
  state: "pending",
  lastError: null,
  notBefore: 0,
  conflict: null,
})

describe("the push never sends a local address", () => {
  test("an entry holding one waits, with the later edits of its row; other rows go", () => {
    const batch = nextBatch([
      entry(1, 1, { image: a }),
      entry(2, 2, { name: "other row" }),
      entry(3, 1, { name: "same row, later" }),
      entry(4, 3, { description: `![x](${b})` }),
    ])
    expect(batch.map((queued) => queued.seq)).toEqual([2])
  })
})

describe("an upload's answer", () => {
  test.each([
    [201, "uploaded"],
    [200, "uploaded"],
    [503, "retry"],
    [500, "retry"],
    [429, "retry"],
    [409, "retry"],
    [401, "unauthorized"],
    [400, "rejected"],
    [413, "rejected"],
    [415, "rejected"],
    [422, "rejected"],
  ])("%i is %s", (status, kind) => {
    const body = status < 300 ? { id: 1, src } : { message: "m", code: "X" }
    expect(classifyUpload(status, body).kind).toBe(kind)
  })

  test("a 2xx without a media record is not taken as uploaded (retried)", () => {
    expect(classifyUpload(200, undefined).kind).toBe("retry")
  })

  test("a refusal keeps the server's message", () => {
    expect(classifyUpload(415, { message: "不支持的图片类型", code: "UNSUPPORTED_MEDIA_TYPE" })).toEqual({
      kind: "rejected",
      error: { kind: "rejected", status: 415, message: "不支持的图片类型" },
    })
  })
})

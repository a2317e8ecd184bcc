/**
 * A tool's own picture (issue 18): optional and nullable on create and update, checked by the URL rule
 * like other entities' pictures; a local address from the offline queue passes as its placeholder (the
 * way local writes check it) but never as itself; every row has `image`, null by default.
 */
import { describe, expect, it } from "vitest"
import { placeholderFor } from "../../app/sync/local-media.ts"
import { decodeWith } from "../decode.ts"
import { toolPictureOf } from "../tool-images.ts"
import { ToolCreate, ToolUpdate, toolDefaults } from "./tool.ts"

const base = { name: "测试工具", description: "一个用于测试的工具" }
const media = "/media/0123456789abcdef0123456789abcdef-1280.jpg#1280x960"
const local = "local-media:01234567-89ab-4def-8123-456789abcdef"
const codesOf = (result: ReturnType<ReturnType<typeof decodeWith>>) =>
  result.ok ? [] : result.issues.map((issue) => `${issue.path.join(".")}:${issue.code}`)

describe("tool image", () => {
  it.each([
    ["a media address with its size", media],
    ["a same-site path", "/demo/tools/chat-engine.svg"],
    ["an https address", "https://cdn.example.com/tool.png"],
    ["null", null],
    ["empty (no picture)", ""],
    ["a local address as its placeholder", placeholderFor(local)],
  ])("create and update accept %s", (_label, image) => {
    expect(codesOf(decodeWith(ToolCreate)({ ...base, image }))).toEqual([])
    expect(codesOf(decodeWith(ToolUpdate)({ image }))).toEqual([])
  })

  it("may be left out: create and update decode without it", () => {
    const created = decodeWith(ToolCreate)(base)
    expect(created.ok && "image" in created.value).toBe(false)
    expect(codesOf(decodeWith(ToolUpdate)({ name: "改名" }))).toEqual([])
    expect(toolDefaults.image).toBeNull()
  })

  it.each([
    ["a local address itself (the server must never take one)", local],
    ["a script address", "javascript:alert(1)"],
    ["a protocol-relative address", "//evil.example/x.png"],
    ["a number", 42],
  ])("refuses %s", (_label, image) => {
    const codes = codesOf(decodeWith(ToolCreate)({ ...base, image }))
    expect(codes).toHaveLength(1)
    expect(codes[0]).toMatch(/^image:/)
    expect(codesOf(decodeWith(ToolUpdate)({ image }))[0]).toMatch(/^image:/)
  })

  it("the uploaded picture comes first; blank or null falls back to the one chosen by name", () => {
    expect(toolPictureOf({ name: "智能对话引擎", image: media })).toBe(media)
    expect(toolPictureOf({ name: "智能对话引擎", image: null })).toBe("/demo/tools/chat-engine.svg")
    expect(toolPictureOf({ name: "智能对话引擎", image: "  " })).toBe("/demo/tools/chat-engine.svg")
    expect(toolPictureOf({ name: "未知工具" })).toBe("/demo/fallback-tool.svg")
  })
})

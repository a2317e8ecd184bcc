import { describe, expect, test } from "vitest"
import { toolImageFor } from "../../../../schema/tool-images.ts"
import type { Viewport } from "../content/variant-choice.ts"
import { type PictureRows, fallbackImages, pictureFilesOf } from "./offline-pictures.ts"

const hash = (digit: string) => digit.repeat(32)
const desktop: Viewport = {
  width: 1280,
  devicePixelRatio: 1,
  matches: (condition) => 1280 >= Number(/(\d+)px/.exec(condition)?.[1]),
}
const phone: Viewport = {
  width: 390,
  devicePixelRatio: 3,
  matches: (condition) => 390 >= Number(/(\d+)px/.exec(condition)?.[1]),
}

const rows = (overrides: Partial<PictureRows>): PictureRows => ({
  employees: [],
  teams: [],
  projects: [],
  blogPosts: [],
  tools: [],
  ...overrides,
})

describe("pictureFilesOf: the files keep-offline stores", () => {
  test("an uploaded picture gives the variants its slots draw, in the browser's format, never the JPEG", () => {
    const employee = { image: `/media/${hash("a")}-1280.jpg#1280x960` }
    const desktopFiles = pictureFilesOf(rows({ employees: [employee] }), desktop, "avif")
    // Card and detail (about 390 px) take the 640 variant, a team member's 64 px square the 320 one.
    expect(desktopFiles).toEqual([
      ...fallbackImages,
      `/media/${hash("a")}-640.avif`,
      `/media/${hash("a")}-320.avif`,
    ])
    const phoneFiles = pictureFilesOf(rows({ employees: [employee] }), phone, "webp")
    expect(phoneFiles).toEqual([
      ...fallbackImages,
      `/media/${hash("a")}-1280.webp`,
      `/media/${hash("a")}-320.webp`,
    ])
    expect([...desktopFiles, ...phoneFiles].some((file) => file.endsWith(".jpg"))).toBe(false)
  })

  test("a post's cover and the pictures in its Markdown, in both languages", () => {
    const post = {
      image: `/media/${hash("b")}-1280.png#1280x720`,
      content: `文字 ![图](/media/${hash("c")}-640.jpg#640x480) 和 ![无尺寸](/media/${hash("d")}-640.jpg)`,
      contentEn: `![pic](/media/${hash("e")}-1280.jpg#1280x853 "title")`,
    }
    const files = pictureFilesOf(rows({ blogPosts: [post] }), desktop, "avif")
    expect(files).toEqual([
      ...fallbackImages,
      `/media/${hash("b")}-640.avif`,
      `/media/${hash("b")}-1280.avif`,
      `/media/${hash("b")}-320.avif`,
      `/media/${hash("c")}-640.avif`,
      `/media/${hash("e")}-1280.avif`,
    ])
  })

  test("other addresses as they are, tools by name, blanks skipped, each file once", () => {
    const files = pictureFilesOf(
      rows({
        employees: [{ image: "/demo/employees/data-analyst.svg" }, { image: "  " }, { image: null }],
        teams: [{ image: "/demo/employees/data-analyst.svg" }],
        projects: [{ image: "https://example.com/p.png" }],
        tools: [{ name: "Claude" }],
      }),
      desktop,
      "webp",
    )
    expect(files).toEqual([
      ...fallbackImages,
      "/demo/employees/data-analyst.svg",
      "https://example.com/p.png",
      ...(fallbackImages.includes(toolImageFor("Claude")) ? [] : [toolImageFor("Claude")]),
    ])
  })

  test("a tool's uploaded picture gives its slots' variants, and the name-chosen picture is kept too", () => {
    const tool = { name: "智能对话引擎", image: `/media/${hash("f")}-1280.jpg#1280x960` }
    const files = pictureFilesOf(rows({ tools: [tool, { name: "Claude", image: null }] }), desktop, "avif")
    // Card and detail (about 390 px) take the 640 variant, the home page's 56 px square the 320 one.
    expect(files).toEqual([
      ...fallbackImages,
      `/media/${hash("f")}-640.avif`,
      `/media/${hash("f")}-320.avif`,
      toolImageFor("智能对话引擎"),
      ...(fallbackImages.includes(toolImageFor("Claude")) ? [] : [toolImageFor("Claude")]),
    ])
  })
})

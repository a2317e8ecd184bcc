import { describe, expect, test } from "vitest"
import { formatDate, readMinutes } from "./blog-format.ts"
import { categoryTone } from "./category-colors.ts"
import { isHotTeam } from "./hot-badge.ts"
import { employeeStyle, toolCategoryTone, toolIconName } from "./icons.ts"
import { parseRecordId } from "./ids.ts"
import { imageOrFallback, toolImage } from "./images.ts"
import { splitMetrics } from "./metrics.ts"
import { monthsElapsed } from "./months-elapsed.ts"
import { listLine, teamDescriptionPreview, truncate, truncateUrl } from "./text.ts"

const now = new Date("2026-11-23T12:00:00Z")
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

describe("months elapsed: whole 30-day periods since createdAt", () => {
  test.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [59, 1],
    [60, 2],
    [365, 12],
    [-10, 0],
  ])("%i days ago -> %i", (days, months) => {
    expect(monthsElapsed(daysBefore(days), now)).toBe(months)
  })
  test("an unreadable date counts as 0", () => expect(monthsElapsed("not a date", now)).toBe(0))
})

describe("metrics: result text split on full stops, trimmed, empties dropped", () => {
  test.each<[string | null, string[]]>([
    ["响应时间缩短至 2 秒。解决率 82%。", ["响应时间缩短至 2 秒", "解决率 82%"]],
    ["  A. B .  。C。。", ["A", "B", "C"]],
    ["Growth 3.5x. Cost down", ["Growth 3.5x", "Cost down"]],
    ["", []],
    ["。 . 。", []],
    [null, []],
  ])("%j -> %j", (text, parts) => expect(splitMetrics(text)).toEqual(parts))
})

describe("category colours with a default", () => {
  test.each([
    ["技术趋势", "blue"],
    ["案例研究", "green"],
    ["工作方式", "purple"],
    ["电子商务", "orange"],
    ["金融服务", "teal"],
    ["媒体营销", "pink"],
    ["产品更新", "yellow"],
    ["未知分类", "neutral"],
    ["", "neutral"],
  ])("%s -> %s", (category, tone) => expect(categoryTone(category)).toBe(tone))
})

describe("hot badge: name contains 热门", () => {
  test.each([
    ["热门 · 全渠道客服团队", true],
    ["超级热门团队", true],
    ["电商增长团队", false],
    ["Hot team", false],
  ])("%s -> %s", (name, hot) => expect(isHotTeam(name)).toBe(hot))
})

describe("truncation", () => {
  test.each([
    ["https://example.com/a", "https://example.com/a"],
    ["https://example.com/0123456789abc", "https://example.com/0123456789..."],
    ["x".repeat(30), "x".repeat(30)],
    ["x".repeat(31), `${"x".repeat(30)}...`],
  ])("url %s -> %s", (url, shown) => expect(truncateUrl(url)).toBe(shown))
  test.each([
    [100, 100],
    [101, 103],
  ])("team description of %i chars -> %i shown", (length, shown) => {
    expect(teamDescriptionPreview("团".repeat(length))).toHaveLength(shown)
  })
  test("never splits a surrogate pair", () => expect(truncate("😀😀😀", 2)).toBe("😀😀..."))
})

describe("a list as one line, in the language of its items", () => {
  test("English items with commas, Chinese ones (a Chinese page, or the fallback) with 、", () => {
    const english = { items: ["WeCom", "DingTalk"], fallback: false }
    expect(listLine(english, "en")).toEqual({ text: "WeCom, DingTalk", fallback: false })
    expect(listLine({ items: ["企业微信", "钉钉"], fallback: false }, "zh-CN")).toEqual({
      text: "企业微信、钉钉",
      fallback: false,
    })
    expect(listLine({ items: ["企业微信", "钉钉"], fallback: true }, "en")).toEqual({
      text: "企业微信、钉钉",
      fallback: true,
    })
  })
})

describe("read time falls back to 5", () => {
  test.each<[unknown, number]>([
    [7, 7],
    ["12", 12],
    ["abc", 5],
    [null, 5],
    [0, 5],
    [2.5, 5],
  ])("%j -> %i", (input, minutes) => expect(readMinutes(input)).toBe(minutes))
})

describe("dates", () => {
  test.each([
    ["zh-CN", "2026年3月5日"],
    ["en", "March 5, 2026"],
  ] as const)("%s -> %s", (locale, text) => expect(formatDate("2026-03-05T12:00:00Z", locale)).toBe(text))
  test("an unreadable date is shown as given", () => expect(formatDate("soon", "en")).toBe("soon"))
})

describe("record ids from the URL", () => {
  test.each<[string, number | null]>([
    ["1", 1],
    ["42", 42],
    ["0", null],
    ["01", null],
    ["-3", -3],
    ["-0", null],
    ["abc", null],
    ["1.5", null],
    ["", null],
    ["99999999999999999", null],
  ])("%j -> %j", (raw, id) => expect(parseRecordId(raw)).toBe(id))
})

describe("images and icons with fallbacks", () => {
  test.each([
    ["/demo/employees/data-analyst.svg", "employee", "/demo/employees/data-analyst.svg"],
    ["", "employee", "/demo/fallback-employee.svg"],
    ["  ", "team", "/demo/fallback-team.svg"],
    [null, "project", "/demo/fallback-project.svg"],
  ] as const)("%j (%s) -> %s", (image, kind, shown) => expect(imageOrFallback(image, kind)).toBe(shown))
  test.each([
    ["智能对话引擎", null, "/demo/tools/chat-engine.svg"],
    [" 智能对话引擎 ", "", "/demo/tools/chat-engine.svg"],
    ["未知工具", "  ", "/demo/fallback-tool.svg"],
    [
      "智能对话引擎",
      "/media/0123456789abcdef0123456789abcdef-1280.jpg#1280x960",
      "/media/0123456789abcdef0123456789abcdef-1280.jpg#1280x960",
    ],
    ["未知工具", " /uploads/own.png ", "/uploads/own.png"],
  ])("tool %j with image %j -> %s", (name, image, shown) => expect(toolImage({ name, image })).toBe(shown))
  test.each([
    ["Mail", "Mail"],
    ["NoSuchIcon", "Wrench"],
    ["", "Wrench"],
  ])("tool icon %j -> %s", (icon, shown) => expect(toolIconName(icon)).toBe(shown))
  test.each([
    ["communication", "blue"],
    ["unknown", "neutral"],
  ])("tool category %s -> %s", (category, tone) => expect(toolCategoryTone(category)).toBe(tone))
  test.each([
    ["客户服务", "Headphones"],
    ["未知职业", "Bot"],
  ])("employee profession %s -> icon %s", (profession, icon) => {
    expect(employeeStyle(profession).icon).toBe(icon)
  })
})

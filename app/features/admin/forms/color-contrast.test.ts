import { expect, test } from "vitest"
import { i18nObject } from "../../../i18n/i18n-util.ts"
import { loadAllLocales } from "../../../i18n/i18n-util.sync.ts"
import { contrastWithWhite, strongShade } from "../../../ui/brand-colors.ts"
import { contrastHint, ratioText } from "./color-contrast.ts"

loadAllLocales()
const zh = i18nObject("zh-CN")
const en = i18nObject("en")

test("a colour white text reads well on passes WCAG AA, said in both languages", () => {
  expect(contrastHint(en, "#1d4ed8")).toBe(
    "White text on this colour has a contrast of 6.70:1, which meets WCAG AA (4.5:1).",
  )
  expect(contrastHint(zh, "#1d4ed8")).toBe("白色文字在此颜色上的对比度为 6.70:1，符合 WCAG AA（4.5:1）。")
})

test("a light colour says it fails and names the darker shade the site uses, which passes", () => {
  const shade = strongShade("#3b82f6")
  expect(contrastWithWhite(shade)).toBeGreaterThanOrEqual(4.5)
  expect(contrastHint(en, "#3b82f6")).toBe(
    `White text on this colour has a contrast of only 3.67:1, below WCAG AA (4.5:1): the site's buttons and links use the darker ${shade} (${ratioText(contrastWithWhite(shade))}:1) instead.`,
  )
  expect(contrastHint(zh, "#3b82f6")).toContain(
    `低于 WCAG AA（4.5:1）：网站的按钮和链接将改用较深的 ${shade}`,
  )
})

test("the ratio is never rounded up past the threshold; no line for a value that is not a colour", () => {
  expect(ratioText(4.4999)).toBe("4.49")
  expect(contrastHint(en, "blue")).toBeUndefined()
  expect(contrastHint(en, "")).toBeUndefined()
})

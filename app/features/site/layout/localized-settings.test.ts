import { expect, test } from "vitest"
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import { settingText } from "./localized-settings.ts"

test("an English reader gets the English twin an admin wrote", () => {
  const settings = { ...settingsDefaults, heroCtaText: "预约咨询", heroCtaTextEn: "Book a call" }
  expect(settingText(settings, "heroCtaText", "en")).toEqual({ text: "Book a call", fallback: false })
  expect(settingText(settings, "heroCtaText", "zh-CN")).toEqual({ text: "预约咨询", fallback: false })
})

test("a text still at its Chinese default reads as the English default, even without a twin", () => {
  const { heroHeadingEn: _dropped, ...before } = settingsDefaults
  expect(settingText(before, "heroHeading", "en")).toEqual({
    text: settingsDefaults.heroHeadingEn,
    fallback: false,
  })
})

test("a Chinese text an admin wrote without English falls back to Chinese, marked", () => {
  const settings = { ...settingsDefaults, heroCtaText: "预约咨询", heroCtaTextEn: "" }
  expect(settingText(settings, "heroCtaText", "en")).toEqual({ text: "预约咨询", fallback: true })
})

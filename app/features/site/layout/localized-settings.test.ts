import { expect, test } from "vitest"
import { localizedDefault } from "./localized-settings.ts"

test("a setting still at its default shows our translation of that default", () => {
  expect(localizedDefault("立即开始", "立即开始", "Get started")).toBe("Get started")
})

test("a setting an admin wrote is shown as written", () => {
  expect(localizedDefault("预约咨询", "立即开始", "Get started")).toBe("预约咨询")
})

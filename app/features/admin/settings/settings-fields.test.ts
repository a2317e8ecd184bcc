import { expect, test } from "vitest"
import { decodeWith } from "../../../../schema/decode.ts"
import { SettingsUpdate } from "../../../../schema/entities/settings.ts"
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import { settingsToValues, valuesToSettingsPayload } from "./settings-fields.ts"

test("the general tab covers every settings field and round-trips the defaults", () => {
  const payload = valuesToSettingsPayload(settingsToValues(settingsDefaults))
  expect(Object.keys(payload).sort()).toEqual(Object.keys(settingsDefaults).sort())
  expect(payload).toEqual(settingsDefaults)
  expect(decodeWith(SettingsUpdate)(payload).ok).toBe(true)
})

test("a bad colour is reported on its field in the person's language", () => {
  const payload = { ...valuesToSettingsPayload(settingsToValues(settingsDefaults)), primaryColor: "blue" }
  const result = decodeWith(SettingsUpdate)(payload, "en")
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.issues[0]).toMatchObject({ path: ["primaryColor"], code: "color" })
})

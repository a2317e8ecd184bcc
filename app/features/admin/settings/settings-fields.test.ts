import { expect, test } from "vitest"
import { decodeWith } from "../../../../schema/decode.ts"
import { SettingsUpdate } from "../../../../schema/entities/settings.ts"
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import { retentionDaysOf, settingsToValues, valuesToSettingsPayload } from "./settings-fields.ts"

test("the general tab covers every settings field and round-trips the defaults", () => {
  const payload = valuesToSettingsPayload(settingsToValues(settingsDefaults))
  // Which English texts are behind is kept by the server (schema/translation-status.ts), not a field.
  const { englishBasis: _kept, ...fields } = settingsDefaults
  expect(Object.keys(payload).sort()).toEqual(Object.keys(fields).sort())
  expect(payload).toEqual(fields)
  expect(decodeWith(SettingsUpdate)(payload).ok).toBe(true)
})

test("a bad colour is reported on its field in the person's language", () => {
  const payload = { ...valuesToSettingsPayload(settingsToValues(settingsDefaults)), primaryColor: "blue" }
  const result = decodeWith(SettingsUpdate)(payload, "en")
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.issues[0]).toMatchObject({ path: ["primaryColor"], code: "color" })
})

test("the enquiry retention is a whole number of days from 0 to 3650, named in the person's language", () => {
  const base = valuesToSettingsPayload(settingsToValues(settingsDefaults))
  expect(base.enquiryRetentionDays).toBe(0)
  // A row stored before the setting existed: the form starts at 0 (keep for ever).
  const { enquiryRetentionDays: _omitted, ...older } = settingsDefaults
  expect(settingsToValues(older as typeof settingsDefaults).enquiryRetentionDays).toBe("0")
  expect(retentionDaysOf(" 30 ")).toBe(30)
  for (const good of ["0", "30", "3650"]) {
    const payload = { ...base, enquiryRetentionDays: retentionDaysOf(good) }
    expect(decodeWith(SettingsUpdate)(payload).ok).toBe(true)
  }
  for (const bad of ["", "abc", "1.5", "-1", "3651", "1e3", "0x10"]) {
    const payload = { ...base, enquiryRetentionDays: retentionDaysOf(bad) }
    const result = decodeWith(SettingsUpdate)(payload, "en")
    expect(result.ok, bad).toBe(false)
    if (!result.ok)
      expect(result.issues).toEqual([
        {
          path: ["enquiryRetentionDays"],
          code: "settings.enquiryRetentionDays",
          message: "The days to keep must be a whole number from 0 to 3650 (0 keeps them for ever)",
        },
      ])
  }
  const chinese = decodeWith(SettingsUpdate)({ enquiryRetentionDays: -1 })
  expect(!chinese.ok && chinese.issues[0]?.message).toBe(
    "保留天数必须是 0 到 3650 之间的整数（0 表示永久保留）",
  )
})

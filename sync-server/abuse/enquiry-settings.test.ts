/** The enquiry limits' settings (README, Settings): defaults, values, the deliberate off, bad values. */
import { expect, test, vi } from "vitest"
import { ConfigError, configFromEnv } from "../config.ts"
import { defaultEnquiryLimits } from "../enquiry-limits.ts"

const base = { SESSION_SECRET: "secret" }

test("unset: the defaults, limits on", () => {
  expect(configFromEnv(base).enquiryLimits).toEqual(defaultEnquiryLimits)
  expect(defaultEnquiryLimits).toMatchObject({ enabled: true, perAddress: 5, global: 200, minFillMs: 3000 })
})

test("each setting is read", () => {
  const limits = configFromEnv({
    ...base,
    ENQUIRY_LIMITS: "on",
    ENQUIRIES_PER_ADDRESS: "3",
    ENQUIRY_ADDRESS_WINDOW_MINUTES: "30",
    ENQUIRIES_PER_HOUR: "50",
    ENQUIRY_MIN_FILL_MS: "0",
  }).enquiryLimits
  expect(limits).toEqual({
    enabled: true,
    perAddress: 3,
    addressWindowMs: 30 * 60_000,
    global: 50,
    globalWindowMs: 60 * 60_000,
    minFillMs: 0,
  })
})

test("off must be written out, and is announced", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
  try {
    expect(configFromEnv({ ...base, ENQUIRY_LIMITS: "OFF" }).enquiryLimits?.enabled).toBe(false)
    expect(warn).toHaveBeenCalledWith("ENQUIRY_LIMITS=off: public enquiries are not rate limited")
  } finally {
    warn.mockRestore()
  }
  for (const value of ["0", "false", "no", "disabled"])
    expect(() => configFromEnv({ ...base, ENQUIRY_LIMITS: value })).toThrow(ConfigError)
})

test("a bad number stops the start", () => {
  for (const env of [
    { ENQUIRIES_PER_ADDRESS: "0" },
    { ENQUIRIES_PER_ADDRESS: "five" },
    { ENQUIRY_ADDRESS_WINDOW_MINUTES: "1.5" },
    { ENQUIRIES_PER_HOUR: "-1" },
    { ENQUIRY_MIN_FILL_MS: "3s" },
  ])
    expect(() => configFromEnv({ ...base, ...env })).toThrow(ConfigError)
})

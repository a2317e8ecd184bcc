import { describe, expect, test, vi } from "vitest"
import { ConfigError, configFromEnv } from "./config.ts"

describe("settings from the environment", () => {
  test("defaults", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const config = configFromEnv({})
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: "sqlite:data/site.db",
      demoContent: true,
      production: false,
      staticDir: "dist",
      captchaTestText: undefined,
    })
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/)
  })

  test("production needs SESSION_SECRET and refuses CAPTCHA_TEST_TEXT", () => {
    expect(() => configFromEnv({ NODE_ENV: "production" })).toThrow(ConfigError)
    expect(() =>
      configFromEnv({ NODE_ENV: "production", SESSION_SECRET: "s", CAPTCHA_TEST_TEXT: "x" }),
    ).toThrow(/CAPTCHA_TEST_TEXT/)
    expect(configFromEnv({ NODE_ENV: "production", SESSION_SECRET: "s" }).production).toBe(true)
  })

  test("explicit values", () => {
    const config = configFromEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://u@h/db",
      SESSION_SECRET: "s",
      DEMO_CONTENT: "off",
      CAPTCHA_TEST_TEXT: "ABCD",
      ADMIN_USERNAME: "root",
      ADMIN_PASSWORD: "secret-1",
      CAPTCHAS_PER_MINUTE: "120",
    })
    expect(config).toMatchObject({
      captchasPerMinute: 120,
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://u@h/db",
      demoContent: false,
      captchaTestText: "ABCD",
      adminUsername: "root",
      adminPassword: "secret-1",
    })
    expect(() => configFromEnv({ PORT: "http", SESSION_SECRET: "s" })).toThrow(ConfigError)
    expect(() => configFromEnv({ CAPTCHAS_PER_MINUTE: "0", SESSION_SECRET: "s" })).toThrow(ConfigError)
    expect(configFromEnv({ SESSION_SECRET: "s" }).captchasPerMinute).toBeUndefined()
  })

  test("proxy, public URL and shutdown settings", () => {
    const base = { SESSION_SECRET: "s" }
    expect(configFromEnv(base)).toMatchObject({
      trustProxy: false,
      publicOrigin: undefined,
      shutdownTimeoutMs: 10_000,
    })
    expect(configFromEnv({ ...base, TRUST_PROXY: "on" }).trustProxy).toBe(1)
    expect(configFromEnv({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2)
    expect(configFromEnv({ ...base, TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe(
      "loopback, 10.0.0.0/8",
    )
    expect(() => configFromEnv({ ...base, TRUST_PROXY: "every$one" })).toThrow(/TRUST_PROXY/)
    expect(configFromEnv({ ...base, PUBLIC_URL: "https://example.com/path" }).publicOrigin).toBe(
      "https://example.com",
    )
    expect(() => configFromEnv({ ...base, PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/)
    expect(configFromEnv({ ...base, SHUTDOWN_TIMEOUT_MS: "500" }).shutdownTimeoutMs).toBe(500)
    expect(() => configFromEnv({ ...base, SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/)
  })

  test("AUDIT_RETENTION_DAYS: unset keeps records forever; a whole number of days from 1 otherwise", () => {
    const base = { SESSION_SECRET: "s" }
    expect(configFromEnv(base).auditRetentionDays).toBeUndefined()
    expect(configFromEnv({ ...base, AUDIT_RETENTION_DAYS: "" }).auditRetentionDays).toBeUndefined()
    expect(configFromEnv({ ...base, AUDIT_RETENTION_DAYS: "365" }).auditRetentionDays).toBe(365)
    expect(configFromEnv({ ...base, AUDIT_RETENTION_DAYS: " 30 " }).auditRetentionDays).toBe(30)
    for (const bad of ["0", "-5", "1.5", "a year", "1e3"])
      expect(() => configFromEnv({ ...base, AUDIT_RETENTION_DAYS: bad })).toThrow(/AUDIT_RETENTION_DAYS/)
  })

  test("INVITATION_HOURS: unset is the default (48 h); whole hours from 1 to 720 otherwise", () => {
    const base = { SESSION_SECRET: "s" }
    expect(configFromEnv(base).invitationHours).toBeUndefined()
    expect(configFromEnv({ ...base, INVITATION_HOURS: "" }).invitationHours).toBeUndefined()
    expect(configFromEnv({ ...base, INVITATION_HOURS: "1" }).invitationHours).toBe(1)
    expect(configFromEnv({ ...base, INVITATION_HOURS: " 720 " }).invitationHours).toBe(720)
    for (const bad of ["0", "721", "-1", "1.5", "2 days", "1e2"])
      expect(() => configFromEnv({ ...base, INVITATION_HOURS: bad })).toThrow(/INVITATION_HOURS/)
  })
})

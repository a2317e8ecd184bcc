import { describe, expect, it } from "vitest"
import { looksPrivate, persistAdviceFor, privateQuotaBytes } from "./storage-status.ts"

const mb = 1024 * 1024

describe("looksPrivate", () => {
  it("says private for a quota under the bound, whatever persist said", () => {
    expect(looksPrivate({ quota: 100 * mb, persisted: false }, false)).toBe(true)
    expect(looksPrivate({ quota: 100 * mb, persisted: true }, true)).toBe(true)
  })
  it("takes a refused persist as a sign only with a quota near the bound", () => {
    expect(looksPrivate({ quota: 300 * mb, persisted: false }, true)).toBe(true)
    expect(looksPrivate({ quota: 300 * mb, persisted: false }, false)).toBe(false)
    expect(looksPrivate({ quota: 300 * mb, persisted: true }, true)).toBe(false)
    // A normal window of a browser that refuses persist to a site it does not know: gigabytes.
    expect(looksPrivate({ quota: 20_000 * mb, persisted: false }, true)).toBe(false)
  })
  it("says nothing without a quota", () => {
    expect(looksPrivate({ quota: undefined, persisted: false }, true)).toBe(false)
    expect(looksPrivate({ quota: 0, persisted: false }, true)).toBe(false)
    expect(privateQuotaBytes).toBe(200 * mb)
  })
})

describe("persistAdviceFor", () => {
  it("tells the browser families apart", () => {
    const safari =
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"
    expect(persistAdviceFor(safari)).toBe("safari")
    expect(persistAdviceFor(chrome)).toBe("chromium")
    expect(persistAdviceFor(firefox)).toBe("firefox")
    expect(persistAdviceFor("curl/8")).toBe("other")
  })
})

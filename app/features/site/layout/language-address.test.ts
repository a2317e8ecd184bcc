import { describe, expect, test } from "vitest"
import {
  addressIn,
  addressLanguage,
  arrivalRedirect,
  languageRewrite,
  unprefixedPath,
} from "./language-address.ts"

describe("the language of an address", () => {
  test("/en and what is under it is English, other public paths Chinese, the back office neither", () => {
    expect(addressLanguage("/en")).toBe("en")
    expect(addressLanguage("/en/")).toBe("en")
    expect(addressLanguage("/en/employees/3")).toBe("en")
    expect(addressLanguage("/")).toBe("zh-CN")
    expect(addressLanguage("/employees")).toBe("zh-CN")
    // A path that only starts with the letters is not English.
    expect(addressLanguage("/enterprise")).toBe("zh-CN")
    expect(addressLanguage("/systemadmin/employees")).toBeUndefined()
    expect(addressLanguage("/api/employees")).toBeUndefined()
  })

  test("the same page's address in each language", () => {
    expect(addressIn("/", "en")).toBe("/en")
    expect(addressIn("/employees/3", "en")).toBe("/en/employees/3")
    expect(addressIn("/en/employees/3", "en")).toBe("/en/employees/3")
    expect(addressIn("/en/employees/3", "zh-CN")).toBe("/employees/3")
    expect(addressIn("/en", "zh-CN")).toBe("/")
    expect(addressIn("/systemadmin", "en")).toBe("/systemadmin")
    expect(unprefixedPath("/en/blog/1")).toBe("/blog/1")
    expect(unprefixedPath("/enterprise")).toBe("/enterprise")
  })

  test("a reader who chose English is moved from a Chinese address only", () => {
    expect(arrivalRedirect("/teams", "en")).toBe("/en/teams")
    expect(arrivalRedirect("/", "en")).toBe("/en")
    expect(arrivalRedirect("/en/teams", "en")).toBeUndefined()
    expect(arrivalRedirect("/teams", "zh-CN")).toBeUndefined()
    // An English address is read in English even with Chinese saved: nobody is moved off it.
    expect(arrivalRedirect("/en/teams", "zh-CN")).toBeUndefined()
    expect(arrivalRedirect("/systemadmin/login", "en")).toBeUndefined()
  })
})

describe("the router's rewrite", () => {
  const url = (path: string) => new URL(`https://site.example${path}`)
  const pathOf = (result: string | URL | undefined) =>
    result === undefined ? undefined : new URL(result).pathname + new URL(result).search

  test("reads an English address as the page's one route", () => {
    const rewrite = languageRewrite(() => "en")
    expect(pathOf(rewrite.input?.({ url: url("/en/teams/2?tab=1") }))).toBe("/teams/2?tab=1")
    expect(pathOf(rewrite.input?.({ url: url("/en") }))).toBe("/")
    expect(rewrite.input?.({ url: url("/teams") })).toBeUndefined()
  })

  test("writes links in the language of the page on screen, the back office's as they are", () => {
    let language: "zh-CN" | "en" = "en"
    const rewrite = languageRewrite(() => language)
    expect(pathOf(rewrite.output?.({ url: url("/teams/2?tab=1") }))).toBe("/en/teams/2?tab=1")
    expect(pathOf(rewrite.output?.({ url: url("/") }))).toBe("/en")
    expect(rewrite.output?.({ url: url("/systemadmin/employees") })).toBeUndefined()
    language = "zh-CN"
    expect(rewrite.output?.({ url: url("/teams") })).toBeUndefined()
  })
})

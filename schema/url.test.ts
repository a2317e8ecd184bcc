import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { schemePayloads, xssCorpus } from "../e2e/security/xss-corpus.ts"
import { decodeWith } from "./decode.ts"
import { BlogPostCreate, BlogPostUpdate } from "./entities/blog-post.ts"
import { EmployeeCreate, EmployeeUpdate } from "./entities/employee.ts"
import { ProjectCreate, ProjectUpdate } from "./entities/project.ts"
import { SettingsUpdate } from "./entities/settings.ts"
import { TeamCreate, TeamUpdate } from "./entities/team.ts"
import { ToolCreate, ToolUpdate } from "./entities/tool.ts"
import { languages, messages } from "./messages.ts"
import { isValidUrl } from "./url.ts"

describe("isValidUrl: a same-site path or an http(s) address, nothing else", () => {
  test.each([
    "/",
    "/employees",
    "/blog/3?from=home#top",
    "/demo/fallback-employee.svg",
    "/搜索?q=数字员工",
    "https://example.com",
    "http://tools.example.com:8080/a/b?c=d#e",
    "https://xn--fiqs8s.example/path",
    "https://x.example:1/",
    "https://x.example:443",
    "https://x.example:65535/a?b#c",
    "/blog/%22quoted%22?q=%3Cb%3E",
    "/search?q=a&b=(1)",
  ])("accepts %j", (value) => {
    expect(isValidUrl(value)).toBe(true)
  })

  test.each([
    ["//evil.example", "protocol-relative: another site"],
    ["//evil.example/path", "protocol-relative with a path"],
    ["/\\evil.example", "a backslash counts as a slash in http(s) URLs"],
    ["\\\\evil.example", "two backslashes"],
    ["/a\\b", "a backslash anywhere"],
    ["/\t/evil.example", "browsers drop the tab and see //evil.example"],
    ["/\n/evil.example", "browsers drop the newline"],
    ["/ok\u0000", "NUL"],
    ["/ok\u007f", "DEL"],
    ["/ok\u0085", "a C1 control character"],
    ["/o k", "a space"],
    ["/ok\u00a0", "a non-breaking space"],
    ["/ok\u3000", "an ideographic space"],
    ["/ok\u2028", "a line separator"],
    ["/ok\u200b", "a zero-width space"],
    ["/ok\u200d", "a zero-width joiner"],
    ["/ok\u202e", "a right-to-left override"],
    ["\ufeff/ok", "a byte-order mark"],
    [" /ok", "a leading space"],
    ["https://example.com/ ", "a trailing space"],
    ["https://exa mple.com", "a space in the host"],
    ["https://localhost", "a host without a dot"],
    ["ftp://example.com", "another scheme"],
    ["example.com", "no scheme and no leading slash"],
    ["", "empty (the optional fields treat it as no URL; the rule itself refuses it)"],
    ["https://x.example:99999/", "a port above 65535"],
    ["https://x.example:65536", "the first port too many"],
    ["https://x.example:0/", "port 0"],
    ["https://x.example:00000/", "port 0, written long"],
    ["https://x.example:/", "an empty port"],
    ["https://x.example:123456/", "six digits"],
    ['/blog/"onmouseover="x', "a double quote in a same-site path"],
    ["/x'onerror='y'", "a single quote in a same-site path"],
    ["https://evil.example/'x", "a single quote in a URL's path"],
    ['https://evil.example/"x', "a double quote in a URL's path"],
    ["/<svg>", "an angle bracket in a path"],
    ["https://evil.example/a>b", "a closing angle bracket"],
    ["/a`b", "a backtick"],
    ["https://evil.example/?q=<script>", "an angle bracket in the query"],
    ['https://evil.example/#"><img', "a quote in the fragment"],
  ])("refuses %j (%s)", (value) => {
    expect(isValidUrl(value)).toBe(false)
  })

  test("refuses every javascript:, vbscript: and data: payload of the XSS corpus", () => {
    expect(schemePayloads.length).toBeGreaterThanOrEqual(30)
    expect(schemePayloads.filter((payload) => isValidUrl(payload.text))).toEqual([])
  })

  test("what it accepts from the corpus starts with one slash or http(s)://, and holds no space or control", () => {
    const accepted = xssCorpus.filter((payload) => isValidUrl(payload.text)).map((payload) => payload.text)
    expect(accepted.length).toBeGreaterThan(0)
    for (const text of accepted) {
      expect(text).toMatch(/^(?:\/(?![/\\])|https?:\/\/[a-z0-9.-]+\.[a-z]+[/?#])/)
      expect(text).not.toMatch(/[\s\p{Cc}\p{Cf}\\"'<>`]/u)
    }
  })
})

/** Valid create payloads, so that a create's only issue is the URL under test. */
const creates = {
  employee: [
    EmployeeCreate,
    { name: "n", image: "/i.svg", description: "d", profession: "p", useCases: "u" },
  ],
  team: [TeamCreate, { name: "n", image: "/i.svg", description: "d", composition: [] }],
  project: [ProjectCreate, { name: "n", image: "/i.svg", description: "d", teamDescription: "t" }],
  tool: [ToolCreate, { name: "n", description: "d" }],
  blogPost: [
    BlogPostCreate,
    { title: "t", image: "/i.svg", content: "c", summary: "s", category: "技术趋势" },
  ],
} as const

const updates = {
  employee: EmployeeUpdate,
  team: TeamUpdate,
  project: ProjectUpdate,
  tool: ToolUpdate,
  blogPost: BlogPostUpdate,
  settings: SettingsUpdate,
} as const

/** Every field that holds an address (a link or a picture): each must follow the URL rule. */
const urlFields = {
  employee: ["image", "url"],
  team: ["image", "url"],
  project: ["image", "url"],
  tool: ["apiDocUrl", "image", "url"],
  blogPost: ["image"],
  settings: ["heroCtaUrl", "workspaceUrl", "careersUrl", "wechatUrl", "weiboUrl", "githubUrl", "linkedinUrl"],
} as const satisfies Record<keyof typeof updates, ReadonlyArray<string>>

describe("every URL field of every entity and of the settings follows the URL rule", () => {
  test("the list of URL fields is complete: no other field is named like an address", () => {
    for (const [entity, schema] of Object.entries(updates)) {
      const addressLike = Object.keys(
        (schema as unknown as Schema.Struct<Schema.Struct.Fields>).fields,
      ).filter((field) => /url|image|href|link|src|icon/i.test(field) && field !== "icon")
      expect(addressLike.sort(), entity).toEqual([...urlFields[entity as keyof typeof urlFields]].sort())
    }
  })

  for (const language of languages) {
    test(`each scheme payload is refused in each URL field, with the field's message (${language})`, () => {
      for (const [entity, fields] of Object.entries(urlFields)) {
        const update = updates[entity as keyof typeof updates]
        const create = creates[entity as keyof typeof creates] as
          (typeof creates)[keyof typeof creates] | undefined
        for (const field of fields)
          for (const payload of schemePayloads) {
            const results = [decodeWith(update)({ [field]: payload.text }, language)]
            if (create !== undefined)
              results.push(decodeWith(create[0])({ ...create[1], [field]: payload.text }, language))
            for (const result of results) {
              expect(result.ok, `${entity}.${field} ${JSON.stringify(payload.text)}`).toBe(false)
              if (result.ok) continue
              expect(result.issues, `${entity}.${field} ${JSON.stringify(payload.text)}`).toContainEqual({
                path: [field],
                code: "url",
                message: messages.url[language],
              })
              // The URL is the only thing wrong with these payloads.
              expect(result.issues.every((issue) => issue.path[0] === field)).toBe(true)
            }
          }
      }
    })
  }

  test("a protocol-relative picture or link is refused; a same-site path and an https address pass", () => {
    const decode = decodeWith(EmployeeUpdate)
    expect(decode({ image: "//evil.example/x.svg" }, "en")).toMatchObject({
      ok: false,
      issues: [{ path: ["image"], code: "url", message: "Please enter a valid URL" }],
    })
    expect(decode({ url: "/\\evil.example" }, "zh-CN")).toMatchObject({
      ok: false,
      issues: [{ path: ["url"], code: "url", message: "请输入有效的URL" }],
    })
    expect(decode({ image: "/demo/fallback-employee.svg", url: "https://example.com/agent" }).ok).toBe(true)
  })

  test("a required picture left empty says it is required, not that it is a bad URL", () => {
    const result = decodeWith(EmployeeCreate)({ ...creates.employee[1], image: " " }, "en")
    expect(result).toMatchObject({ ok: false, issues: [{ path: ["image"], code: "required" }] })
  })
})

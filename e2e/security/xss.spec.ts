/**
 * Hostile content (issue 15, item 4): the XSS corpus stored through the real API in every free-text
 * and URL field of a few records of each entity, then every public page and back-office screen that
 * shows them opened in Chromium. Nothing may run: no marker call, no dialog, no pop-up, no CSP violation
 * from a payload, no markup from content in the page; and the hostile text is shown as text.
 * The site settings' texts are xss-settings.spec.ts's (settings specs run last, alone).
 */
import { type APIRequestContext, type Page, expect, request, test } from "@playwright/test"
import { messages } from "../../schema/messages.ts"
import { isStorableText } from "../../schema/storable-text.ts"
import { isValidUrl } from "../../schema/url.ts"
import { loginAsAdmin, row, unique } from "../admin/admin-helpers.ts"
import { adminApi } from "../fixtures/admin-api.ts"
import { appReady } from "../site/app-test.ts"
import {
  type HostileRecords,
  createHostileRecords,
  deleteHostileRecords,
  plainPayloads,
  storablePayloads,
} from "./hostile-records.ts"
import { xssCorpus } from "./xss-corpus.ts"
import { expectNothingRan, injectedMarkup, noteOtherViolations, watchForXss } from "./xss-watch.ts"
import { listPageQuery } from "../fixtures/list-page.ts"

// A shared machine: the first sync of hundreds of kilobytes of hostile text, and many pages in turn.
test.describe.configure({ timeout: 120_000 })
const slowExpect = expect.configure({ timeout: 30_000 })

let api: APIRequestContext
let visitor: APIRequestContext
let hostile: HostileRecords

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? "")
  visitor = await request.newContext({ baseURL: baseURL ?? "" })
  hostile = await createHostileRecords(api, visitor, unique("XSS"))
})

test.afterAll(async () => {
  await deleteHostileRecords(api, hostile.records)
  await api.dispose()
  await visitor.dispose()
})

/** Follows an in-app link to `path` (the router's history), as a click on one would. */
const navigate = async (page: Page, path: string) => {
  await page.evaluate((next) => {
    history.pushState({}, "", next)
    dispatchEvent(new PopStateEvent("popstate", { state: {} }))
  }, path)
  // The address ends with the path as written (its `?page=` too: every regex character escaped).
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?.*+^$()[\]{}|\\]/g, "\\$&")}$`))
}

const names = (entity: Parameters<HostileRecords["byEntity"]>[0]) =>
  hostile.byEntity(entity).map((record) => record.name)

test("the watch itself sees a marker call, a dialog, markup from content and a CSP violation", async ({
  page,
  context,
}) => {
  const watch = await watchForXss(context, page)
  await page.goto("/about")
  await appReady(page)
  watch.step("canary")
  // What the app must never do, done on purpose: content written into the page as HTML. With a CSP in
  // force its handler is blocked (a violation), without one it runs (a marker call): seen either way.
  await page.evaluate(() => {
    const root = document.getElementById("root")
    root?.insertAdjacentHTML(
      "beforeend",
      "<div><img src=x onerror=__xss(-1)><a href=javascript:alert(-2)>x</a></div>",
    )
    const frame = document.createElement("iframe")
    frame.srcdoc = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'"><script>__xss(-3)</script>`
    root?.append(frame)
  })
  const seen = (id: number) =>
    watch.events.some(
      (event) =>
        (event.kind === "marker" && event.detail === String(id)) ||
        (event.kind === "csp" && event.detail.includes(`__xss(${id})`)),
    )
  await expect.poll(() => seen(-1) && seen(-3)).toBe(true)
  await page.evaluate(() => {
    const target = window as unknown as { __xss: (id: number) => void; alert: (id: number) => void }
    target.__xss(-4)
    target.alert(-5)
  })
  expect(watch.events).toContainEqual({ kind: "marker", where: "canary", detail: "-4" })
  expect(watch.events).toContainEqual({ kind: "dialog", where: "canary", detail: "alert: -5" })
  const markup = await page.evaluate(injectedMarkup)
  expect(markup.some((finding) => finding.startsWith("handler attribute onerror"))).toBe(true)
  expect(markup.some((finding) => finding.startsWith("href=javascript:alert(-2)"))).toBe(true)
  expect(markup.some((finding) => finding.startsWith("<iframe>"))).toBe(true)
})

test("the corpus has over 200 payloads and each one is stored in text fields, a Markdown body and tried in a URL field", () => {
  expect(xssCorpus.length).toBeGreaterThanOrEqual(200)
  expect(new Set(xssCorpus.map((payload) => payload.id)).size).toBe(xssCorpus.length)
  // Those with a NUL or a lone surrogate cannot be stored: the URL fields' test sees each refused.
  expect(xssCorpus.length - storablePayloads.length).toBeLessThan(10)
  const all = storablePayloads.map((payload) => payload.id)
  expect(all.filter((id) => !hostile.coverage.text.has(id))).toEqual([])
  expect(all.filter((id) => !hostile.coverage.markdown.has(id))).toEqual([])
  // The URL fields hold the payloads the rule accepts; the refusal test tries every other one.
  expect(hostile.coverage.url.size).toBeGreaterThan(0)
  expect(plainPayloads.length).toBeGreaterThan(100)
})

test("every URL field refuses each payload the rule does not accept, in both languages, and the row is unchanged", async () => {
  const refused = xssCorpus.filter((payload) => !isValidUrl(payload.text))
  expect(refused.length + hostile.coverage.url.size).toBe(xssCorpus.length)
  const fields = hostile.urlFields
  expect(fields.map(([entity, , field]) => `${entity}.${field}`)).toEqual([
    "employees.image",
    "employees.url",
    "teams.image",
    "teams.url",
    "projects.image",
    "projects.url",
    "tools.apiDocUrl",
    "tools.url",
    "blog-posts.image",
  ])
  for (const [index, [entity, id, field]] of fields.entries()) {
    const before = await (await api.get(`/api/${entity}/${id}`)).json()
    // Each field takes its share of the corpus, so every payload is tried once.
    for (const [order, payload] of refused.entries()) {
      if (order % fields.length !== index) continue
      const language = order % 2 === 0 ? "en" : "zh-CN"
      const response = await api.patch(`/api/${entity}/${id}`, {
        data: { [field]: payload.text },
        headers: { "Accept-Language": language },
      })
      const body = (await response.json()) as { code: string; issues?: Array<Record<string, unknown>> }
      expect(response.status(), `${entity}.${field} ${JSON.stringify(payload.text)}`).toBe(400)
      expect(body.code).toBe("VALIDATION")
      // A text no database can keep is refused as such, before the URL rule looks at it.
      const code = isStorableText(payload.text) ? "url" : "unstorableText"
      expect(body.issues).toEqual([{ path: [field], code, message: messages[code][language] }])
    }
    expect(
      await (await api.get(`/api/${entity}/${id}`)).json(),
      `${entity} ${id} after the refusals`,
    ).toEqual(before)
  }
})

test("public pages show the hostile records as text and run none of them, online and then offline", async ({
  page,
  context,
}) => {
  const watch = await watchForXss(context, page)
  watch.step("/")
  await page.goto("/")
  await appReady(page)
  await slowExpect(page.getByTestId("hero-heading")).toBeVisible()
  await expectNothingRan(page, watch, "/")

  // Each hostile record on the list page that shows it (twelve cards a page, in id order; the blog's
  // newest first, where this spec's posts are the newest).
  const lists = [
    ["/employees", "employees"],
    ["/teams", "teams"],
    ["/projects", "projects"],
    ["/tools", "tools"],
  ] as const
  const listPages: Array<readonly [string, readonly string[]]> = [["/blog", names("blog-posts")]]
  for (const [path, entity] of lists)
    for (const record of hostile.byEntity(entity))
      listPages.push([`${path}${await listPageQuery(`/api/${entity}`, record.id)}`, [record.name]])
  for (const [path, shown] of listPages) {
    watch.step(path)
    await navigate(page, path)
    for (const name of shown) await slowExpect(page.locator("main")).toContainText(name)
    await expectNothingRan(page, watch, path)
  }

  const [firstEmployee] = hostile.byEntity("employees")
  const projects = names("projects")
  for (const record of hostile.records) {
    if (record.page === null) continue
    watch.step(record.page)
    await navigate(page, record.page)
    const main = page.locator("main")
    await slowExpect(main.getByRole("heading", { level: 1 })).toHaveText(record.name)
    // The pages that list other hostile records: a team's members, a project's teams, an employee's projects.
    if (record.entity === "teams")
      for (const name of names("employees")) await expect(main).toContainText(name)
    if (record.entity === "projects")
      for (const name of names("teams")) await expect(main).toContainText(name)
    if (record === firstEmployee) for (const name of projects) await expect(main).toContainText(name)
    if (record.entity === "blog-posts") {
      // Raw HTML in Markdown is shown as the text it is.
      await expect(main.getByTestId("post-content")).toContainText(`<script>__xss(1)</script>`)
      await expect(main.getByTestId("post-content")).toContainText(`<img src=x onerror=__xss(27)>`)
    }
    await expectNothingRan(page, watch, record.page)
  }

  // Offline, the same pages come from this device's database.
  await context.setOffline(true)
  for (const record of [firstEmployee, ...hostile.byEntity("blog-posts")]) {
    if (record?.page == null) continue
    watch.step(`${record.page} offline`)
    await navigate(page, "/")
    await navigate(page, record.page)
    await slowExpect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(record.name)
    await expectNothingRan(page, watch, `${record.page} offline`)
  }
  await context.setOffline(false)
  noteOtherViolations(watch)
})

test("the contact form takes hostile text and runs none of it", async ({ page, context }) => {
  const watch = await watchForXss(context, page)
  watch.step("/contact")
  await page.goto("/contact")
  await appReady(page)
  const form = page.getByTestId("contact-form")
  const values = {
    姓名: `<img src=x onerror=__xss(27)>`,
    电子邮箱: `<svg/onload=__xss(${xssCorpus.find((payload) => payload.text.startsWith("<svg/onload="))?.id})>@x.example`,
    电话: `"><script>__xss(16)</script>`,
    主题: `<details open ontoggle=__xss(28)>`,
    消息: xssCorpus
      .slice(0, 60)
      .map((payload) => payload.text)
      .join("\n"),
  }
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value)
  await form.getByRole("button", { name: "发送消息" }).click()
  await slowExpect(page.getByTestId("toast")).toContainText("消息已发送")
  await expectNothingRan(page, watch, "/contact")
  noteOtherViolations(watch)
})

/** The five editable lists: [path, entity, the edit dialog's title]. */
const editableScreens = [
  ["/systemadmin/employees", "employees", "编辑数字员工"],
  ["/systemadmin/teams", "teams", "编辑数字团队"],
  ["/systemadmin/projects", "projects", "编辑项目"],
  ["/systemadmin/tools", "tools", "编辑工具"],
  ["/systemadmin/blog", "blog-posts", "编辑文章"],
] as const

test("the back office lists, views and edits hostile rows as text and runs none of them", async ({
  page,
  context,
}) => {
  const watch = await watchForXss(context, page)
  watch.step("/systemadmin/login")
  await loginAsAdmin(page)
  await expectNothingRan(page, watch, "/systemadmin")

  for (const [path, entity, editTitle] of editableScreens) {
    watch.step(path)
    await navigate(page, path)
    await page.getByRole("searchbox").fill(hostile.token)
    const records = hostile.byEntity(entity)
    await slowExpect(row(page, hostile.token)).toHaveCount(records.length)
    for (const record of records) await expect(row(page, record.name)).toHaveCount(1)
    await expectNothingRan(page, watch, path)

    const [record] = records
    if (record === undefined) throw new Error(`no hostile ${entity}`)
    watch.step(`${path} edit`)
    await row(page, record.name)
      .getByRole("button", { name: `编辑 ${record.name}`, exact: true })
      .click()
    const dialog = page.getByRole("dialog", { name: editTitle })
    await expect(dialog).toBeVisible()
    // The first field is the name (title): the hostile text as the field's value.
    await expect(dialog.getByRole("textbox").first()).toHaveValue(record.name)
    await expectNothingRan(page, watch, `${path} edit`)
    if (entity === "employees") {
      // A script-running address typed into the form: the field's message, and nothing is saved.
      const stored = await (await api.get(`/api/employees/${record.id}`)).json()
      await dialog.getByLabel("链接", { exact: true }).fill("JaVaScRiPt:__xss(3)")
      await dialog.getByRole("button", { name: "保存" }).click()
      await expect(dialog).toContainText("请输入有效的URL")
      await expectNothingRan(page, watch, `${path} edit, refused URL`)
      await dialog.getByRole("button", { name: "取消" }).click()
      expect(await (await api.get(`/api/employees/${record.id}`)).json()).toEqual(stored)
    } else await dialog.getByRole("button", { name: "取消" }).click()
    await expect(dialog).toHaveCount(0)
  }

  const path = "/systemadmin/collaborations"
  watch.step(path)
  await navigate(page, path)
  await page.getByRole("searchbox").fill(hostile.token)
  const requests = hostile.byEntity("collaborations")
  await slowExpect(row(page, hostile.token)).toHaveCount(requests.length)
  await expectNothingRan(page, watch, path)
  for (const record of requests) {
    watch.step(`${path} view`)
    await row(page, record.name)
      .getByRole("button", { name: `查看 ${record.name}`, exact: true })
      .click()
    const dialog = page.getByRole("dialog", { name: "合作请求详情" })
    await expect(dialog).toContainText(record.name)
    await expectNothingRan(page, watch, `${path} view`)
    await dialog.getByRole("button", { name: "返回" }).click()
    await expect(dialog).toHaveCount(0)
  }
  noteOtherViolations(watch)
})

/**
 * The activity log (/systemadmin/activity, issue 19): records of real edits, sign-ins and a password
 * change shown newest first; each filter shows exactly what GET /api/activity answers for the same
 * filter (asked again by the test over HTTP); "load older" pages; the empty state; offline; axe; both
 * languages; the eighth navigation entry and the dashboard tile. The browser runs in Shanghai's time
 * zone, so a local day's bounds are not UTC midnights.
 */
import { type APIRequestContext, type Page, type Response, expect, request, test } from "@playwright/test"
import type { AuditRecord } from "../../schema/audit.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { baseUrlOf, e2ePort } from "../fixtures/servers.ts"
import { admin, loginAsAdmin, setEnglish } from "./admin-helpers.ts"

const timeZone = "Asia/Shanghai"
test.use({ timezoneId: timeZone })

/** A session of its own (not the page's): signed in, or refused with `status` when that is expected. */
const signIn = async (username: string, password: string, status = 200): Promise<APIRequestContext> => {
  const api = await request.newContext({ baseURL: baseUrlOf(e2ePort) })
  expect((await api.get(`/api/captcha?t=${Date.now()}`)).ok()).toBe(true)
  const login = await api.post("/api/login", { data: { username, password, captcha: admin.captcha } })
  expect(login.status(), await login.text()).toBe(status)
  return api
}

const json = async <T>(response: { ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }) => {
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

/** What the admin (and a stranger) did before the tests, with the records' ids to find their rows by. */
interface Story {
  admin: { id: number; username: string }
  employee: { id: number; name: string }
  tool: { name: string }
  madeAt: number
  updateId: number
  logoutId: number
  failedLoginId: number
  visitorRequestId: number
}

let story: Story
let adminApi: APIRequestContext

const newestOf = async (query: string): Promise<AuditRecord> => {
  const page = await json<{ records: AuditRecord[] }>(await adminApi.get(`/api/activity?limit=1&${query}`))
  const [record] = page.records
  if (record === undefined) throw new Error(`no record for ${query}`)
  return record
}

test.beforeAll(async () => {
  adminApi = await signIn(admin.username, admin.password)
  const me = await json<{ id: number; username: string }>(await adminApi.get("/api/user"))
  const mark = Date.now().toString(36)
  const name = `操作日志员工 ${mark}`
  const employee = await json<{ id: number; version: number }>(
    await adminApi.post("/api/employees", {
      data: {
        name,
        image: "/demo/employees/test.svg",
        description: "操作日志",
        profession: "测试",
        useCases: "a",
      },
    }),
  )
  // An edit made on a device two hours before it reached the server (an outbox entry's X-Made-At).
  const madeAt = Date.now() - 2 * 60 * 60 * 1000
  await json(
    await adminApi.patch(`/api/employees/${employee.id}`, {
      data: { profession: "离线修改" },
      headers: { "If-Match": `"${employee.version}"`, "X-Made-At": String(madeAt) },
    }),
  )
  const updateId = (await newestOf(`entity=employees&action=update`)).id
  // More than a page of one kind of content, for "load older".
  const toolName = `操作日志工具 ${mark}`
  const tool = await json<{ id: number; version: number }>(
    await adminApi.post("/api/tools", {
      data: { name: toolName, description: "分页", url: "https://example.com/tool" },
    }),
  )
  for (let version = tool.version; version < tool.version + 55; version += 1)
    await json(
      await adminApi.patch(`/api/tools/${tool.id}`, {
        data: { description: `第 ${version} 次修改` },
        headers: { "If-Match": `"${version}"` },
      }),
    )
  // A visitor's collaboration request: a change nobody signed in made.
  const visitor = await request.newContext({ baseURL: baseUrlOf(e2ePort) })
  await json(
    await visitor.post("/api/collaborations", {
      data: {
        companyName: `操作日志公司 ${mark}`,
        contactName: "访客",
        email: "visitor@example.com",
        phone: "13800000000",
        message: "操作日志的匿名记录",
      },
    }),
  )
  await visitor.dispose()
  const visitorRequestId = (await newestOf("entity=collaborations&action=create")).id
  // A second session of the admin that signs out, and a wrong password under a name nobody has.
  const other = await signIn(admin.username, admin.password)
  await json(await other.post("/api/logout"))
  await other.dispose()
  const logoutId = (await newestOf(`action=logout&actor=${me.id}`)).id
  const stranger = await signIn(`nobody-${mark}`, "wrong-password", 401)
  await stranger.dispose()
  story = {
    admin: me,
    employee: { id: employee.id, name },
    tool: { name: toolName },
    madeAt,
    updateId,
    logoutId,
    failedLoginId: (await newestOf("action=login_failed")).id,
    visitorRequestId,
  }
})

test.afterAll(async () => {
  await adminApi.dispose()
})

const rows = (page: Page) => page.getByTestId("activity-row")
const rowOf = (page: Page, id: number) => page.locator(`[data-testid="activity-row"][data-record-id="${id}"]`)

const shownIds = async (page: Page): Promise<number[]> =>
  rows(page).evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute("data-record-id"))),
  )

/** The app's next read of GET /api/activity with exactly these filters (paging aside). */
const activityRead = (page: Page, filters: Record<string, string>, before?: "paged") =>
  page.waitForResponse((response: Response) => {
    const url = new URL(response.url())
    if (url.pathname !== "/api/activity") return false
    const params = Object.fromEntries(url.searchParams)
    const paged = params.before !== undefined
    delete params.limit
    delete params.before
    return (
      paged === (before === "paged") &&
      JSON.stringify(params, Object.keys(params).sort()) ===
        JSON.stringify(filters, Object.keys(filters).sort())
    )
  })

/**
 * The list shows what the app's read answered, and the server, asked again by the test for the same
 * filter from the same newest record, answers the same records (new records others add meanwhile are
 * newer, so they cannot change that answer).
 */
const expectServerList = async (page: Page, read: Promise<Response>, filters: Record<string, string>) => {
  const answer = (await (await read).json()) as { records: AuditRecord[]; nextCursor: string | null }
  const ids = answer.records.map((record) => record.id)
  await expect.poll(() => shownIds(page)).toEqual(ids)
  const query = new URLSearchParams(filters)
  if (ids.length > 0) {
    query.set("limit", String(ids.length))
    query.set("before", String((ids[0] ?? 0) + 1))
    const again = await json<{ records: AuditRecord[] }>(await adminApi.get(`/api/activity?${query}`))
    expect(again.records.map((record) => record.id)).toEqual(ids)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
  } else {
    const again = await json<{ records: AuditRecord[] }>(await adminApi.get(`/api/activity?${query}`))
    expect(again.records).toEqual([])
  }
  return answer
}

/** A day in the browser's zone (YYYY-MM-DD) and the UTC instant of its local midnight. */
const localDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(ms)
const shanghaiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString()

test.describe("activity log", () => {
  test("records of real edits and sign-ins, newest first, with who, what and when", async ({ page }) => {
    const newestBefore = (await newestOf("")).id
    const first = activityRead(page, {})
    await loginAsAdmin(page, "/systemadmin/activity")
    await expect(page.getByRole("heading", { name: "操作日志", level: 1 })).toBeVisible()
    const answer = await expectServerList(page, first, {})
    // Newest first: the list starts at least at the newest record there was before it was asked.
    expect(answer.records[0]?.id).toBeGreaterThanOrEqual(newestBefore)
    // This page's own sign-in is on it.
    const myLogin = answer.records.find(
      (record) =>
        record.action === "login" && record.actor?.username === admin.username && record.id > newestBefore,
    )
    expect(myLogin).toBeDefined()
    await expect(rowOf(page, myLogin?.id ?? 0)).toContainText("登录")
    await expect(rowOf(page, myLogin?.id ?? 0)).toContainText(admin.username)

    // The edit made on a device shows both times, who made it, the row's name and the changed field.
    const employeesRead = activityRead(page, { entity: "employees" })
    await page.goto("/systemadmin/activity?entity=employees")
    await expectServerList(page, employeesRead, { entity: "employees" })
    const update = rowOf(page, story.updateId)
    await expect(update).toContainText("修改")
    await expect(update).toContainText(story.admin.username)
    await expect(update).toContainText("数字员工")
    await expect(update.getByRole("link", { name: story.employee.name })).toHaveAttribute(
      "href",
      "/systemadmin/employees",
    )
    await expect(update).toContainText("职业")
    const madeAtIso = new Date(story.madeAt).toISOString()
    const deviceTime = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).format(story.madeAt)
    const deviceCell = update.locator(`time[datetime="${madeAtIso}"]`)
    await expect(deviceCell).toContainText("设备上")
    await expect(deviceCell).toContainText(deviceTime)

    // A sign-out, a failed sign-in under an unknown name (nobody signed in, no account named) and a
    // visitor's request (a change nobody signed in made).
    const signInsRead = activityRead(page, { entity: "users" })
    await page.goto("/systemadmin/activity?entity=users")
    await expectServerList(page, signInsRead, { entity: "users" })
    await expect(rowOf(page, story.logoutId)).toContainText("退出登录")
    await expect(rowOf(page, story.logoutId)).toContainText(`账号 ${story.admin.username}`)
    const failed = rowOf(page, story.failedLoginId)
    await expect(failed).toContainText("登录失败")
    await expect(failed).toContainText("匿名")
    const requestsRead = activityRead(page, { entity: "collaborations" })
    await page.goto("/systemadmin/activity?entity=collaborations")
    await expectServerList(page, requestsRead, { entity: "collaborations" })
    await expect(rowOf(page, story.visitorRequestId)).toContainText("匿名")
    await expect(rowOf(page, story.visitorRequestId)).toContainText("创建")
  })

  test("each filter narrows the list to what the server answers for it, and a reload keeps it", async ({
    page,
  }) => {
    const first = activityRead(page, {})
    await loginAsAdmin(page, "/systemadmin/activity")
    await expectServerList(page, first, {})
    const actor = String(story.admin.id)

    // The administrator: a visitor's request and a failed sign-in (no actor) are left out.
    let read = activityRead(page, { actor })
    await page.getByLabel("管理员").selectOption(actor)
    const mine = await expectServerList(page, read, { actor })
    await expect(page).toHaveURL(new RegExp(`actor=${actor}`))
    expect(mine.records.every((record) => record.actor?.id === story.admin.id)).toBe(true)
    await expect(rowOf(page, story.visitorRequestId)).toHaveCount(0)
    for (const row of await rows(page).all())
      await expect(row.locator("td").nth(1)).toHaveText(admin.username)

    read = activityRead(page, { actor, entity: "employees" })
    await page.getByLabel("内容类型").selectOption("employees")
    await expectServerList(page, read, { actor, entity: "employees" })
    await expect(rowOf(page, story.updateId)).toBeVisible()
    for (const row of await rows(page).all()) await expect(row.locator("td").nth(3)).toContainText("数字员工")

    read = activityRead(page, { entity: "employees" })
    await page.getByLabel("管理员").selectOption("")
    await expectServerList(page, read, { entity: "employees" })

    read = activityRead(page, { action: "login" })
    await page.getByLabel("内容类型").selectOption("")
    await page.getByLabel("操作", { exact: true }).selectOption("login")
    // Two reads on the way (type cleared, then the action chosen): the last one is this filter.
    await expectServerList(page, read, { action: "login" })
    for (const row of await rows(page).all()) await expect(row.locator("td").nth(2)).toHaveText("登录")

    // Today, in the browser's zone: from its local midnight to the next one, sent as date-times.
    const today = localDay(Date.now())
    const tomorrow = localDay(new Date(`${today}T12:00:00+08:00`).getTime() + 24 * 60 * 60 * 1000)
    const dates = { action: "login", from: shanghaiMidnight(today), to: shanghaiMidnight(tomorrow) }
    await page.getByLabel("开始日期").fill(today)
    read = activityRead(page, dates)
    await page.getByLabel("结束日期").fill(today)
    await expectServerList(page, read, dates)
    await expect(page).toHaveURL(new RegExp(`[?&]from=${today}(&|$)`))
    await expect(page).toHaveURL(new RegExp(`[?&]to=${today}(&|$)`))

    read = activityRead(page, dates)
    await page.reload()
    await expectServerList(page, read, dates)
    await expect(page.getByLabel("操作", { exact: true })).toHaveValue("login")
    await expect(page.getByLabel("开始日期")).toHaveValue(today)
    await expect(page.getByLabel("结束日期")).toHaveValue(today)

    // Days with no records: the filtered empty state, whose action clears every filter.
    const empty = {
      action: "login",
      from: shanghaiMidnight("2020-01-01"),
      to: shanghaiMidnight("2020-01-03"),
    }
    await page.getByLabel("开始日期").fill("2020-01-01")
    read = activityRead(page, empty)
    await page.getByLabel("结束日期").fill("2020-01-02")
    await expectServerList(page, read, empty)
    const notice = page.getByTestId("activity-notice")
    await expect(notice).toContainText("没有符合筛选条件的记录")
    read = activityRead(page, {})
    await notice.getByRole("button", { name: "清除筛选" }).click()
    await expectServerList(page, read, {})
    await expect(page).toHaveURL(/\/systemadmin\/activity$/)
    await expect(page.getByLabel("操作", { exact: true })).toHaveValue("")

    // A last day before the first: said at once, nothing asked.
    await page.getByLabel("开始日期").fill("2026-03-10")
    await page.getByLabel("结束日期").fill("2026-03-09")
    await expect(page.getByTestId("activity-notice")).toContainText("结束日期不能早于开始日期")
    await expect(rows(page)).toHaveCount(0)
  })

  test("load older appends the next pages until every record of the filter is shown", async ({ page }) => {
    await loginAsAdmin(page, "/systemadmin/activity")
    const firstPage = activityRead(page, { entity: "tools" })
    await page.goto("/systemadmin/activity?entity=tools")
    const answer = await expectServerList(page, firstPage, { entity: "tools" })
    expect(answer.nextCursor).not.toBeNull()
    await expect(page.getByTestId("activity-count")).toHaveText(`已显示 ${answer.records.length} 条记录`)
    const newest = answer.records[0]?.id ?? 0
    const more = page.getByRole("button", { name: "加载更早的记录" })
    while ((await more.count()) > 0) {
      const older = activityRead(page, { entity: "tools" }, "paged")
      await more.click()
      await older
      await expect(more.or(page.getByText(/^已显示全部/))).toHaveText(/加载更早的记录|已显示全部/)
    }
    // Every record of the filter from the newest shown down, as the server pages them.
    const all: number[] = []
    let cursor: string | null = String(newest + 1)
    while (cursor !== null) {
      const answerPage: { records: AuditRecord[]; nextCursor: string | null } = await json(
        await adminApi.get(`/api/activity?entity=tools&limit=200&before=${cursor}`),
      )
      all.push(...answerPage.records.map((record) => record.id))
      cursor = answerPage.nextCursor
    }
    await expect.poll(() => shownIds(page)).toEqual(all)
    await expect(page.getByTestId("activity-count")).toHaveText(`已显示全部 ${all.length} 条记录`)
    await expect(rows(page).filter({ hasText: story.tool.name })).toHaveCount(56)
  })

  test("offline it says the log is on the server, back online it reads again; other failures show the server's message", async ({
    page,
    context,
  }) => {
    const first = activityRead(page, {})
    await loginAsAdmin(page, "/systemadmin/activity")
    await expectServerList(page, first, {})
    await context.setOffline(true)
    await page.getByLabel("内容类型").selectOption("tools")
    const notice = page.getByTestId("activity-notice")
    await expect(notice).toContainText("历史记录保存在服务器上，联网后才能查看。")
    await expect(rows(page)).toHaveCount(0)
    await context.setOffline(false)
    const read = activityRead(page, { entity: "tools" })
    await notice.getByRole("button", { name: "重试" }).click()
    await expectServerList(page, read, { entity: "tools" })

    // Any other failure shows the server's own message: here the session ended elsewhere (401).
    await json(await page.request.post("/api/logout"))
    await page.getByLabel("操作", { exact: true }).selectOption("update")
    await expect(notice).toContainText("无法读取历史记录：请先登录")
  })

  test("the ninth navigation entry (after the media library) and the dashboard tile lead to it", async ({
    page,
  }) => {
    await loginAsAdmin(page)
    const nav = page.getByRole("navigation", { name: "后台导航" })
    await expect(nav.getByRole("link")).toHaveText([
      "仪表板",
      "数字员工",
      "数字团队",
      "项目案例",
      "AI 工具",
      "企业合作",
      "博客管理",
      "系统设置",
      "图片库",
      "操作日志",
      "账号管理",
      "我的账号",
      "返回网站",
    ])
    const tile = page.locator('main a[href="/systemadmin/activity"]')
    await expect(tile).toContainText("谁在何时修改了什么")
    await tile.click()
    await expect(page.getByRole("heading", { name: "操作日志", level: 1 })).toBeVisible()
    await expect(nav.getByRole("link", { name: "操作日志" })).toHaveAttribute("data-status", "active")
  })

  for (const language of ["zh-CN", "en"] as const) {
    test(`labels in ${language} and no axe violations, with records, empty, and on a phone`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const texts =
        language === "en"
          ? {
              title: "Activity log",
              labels: ["Administrator", "Type of content", "Action", "From", "To"],
              columns: ["Time", "Administrator", "Action", "Content", "Changed fields"],
              login: "Signed in",
              noMatch: "No records match these filters",
            }
          : {
              title: "操作日志",
              labels: ["管理员", "内容类型", "操作", "开始日期", "结束日期"],
              columns: ["时间", "管理员", "操作", "内容", "修改的字段"],
              login: "登录",
              noMatch: "没有符合筛选条件的记录",
            }
      if (language === "en") await setEnglish(page)
      await loginAsAdmin(page, "/systemadmin/activity")
      const read = activityRead(page, { action: "login" })
      await page.goto("/systemadmin/activity?action=login")
      await expectServerList(page, read, { action: "login" })
      await expect(page.getByRole("heading", { name: texts.title, level: 1 })).toBeVisible()
      for (const label of texts.labels) await expect(page.getByLabel(label, { exact: true })).toBeVisible()
      await expect(page.getByRole("columnheader")).toHaveText(texts.columns)
      await expect(rows(page).first().locator("td").nth(2)).toHaveText(texts.login)
      await expectNoAxeViolations(page)

      await page.goto("/systemadmin/activity?from=2020-01-01&to=2020-01-01")
      await expect(page.getByTestId("activity-notice")).toContainText(texts.noMatch)
      await expectNoAxeViolations(page)

      await page.setViewportSize({ width: 390, height: 844 })
      const phoneRead = activityRead(page, {})
      await page.goto("/systemadmin/activity")
      await expectServerList(page, phoneRead, {})
      await expectNoAxeViolations(page)
    })
  }
})

/**
 * Lists that cannot fall over (issue 26, item 2), the back office side: an inbox with more requests
 * than a page draws the first 50 only, more on "Show more" (keyboard too) and as it is scrolled to its
 * end, says "Showing 50 of N", searches every request on the device (one far beyond the first page),
 * starts again at the first page when the search changes, and stays axe-clean; the dashboard counts
 * each section from the local database, the same number the lists hold, live. Screenshots of the
 * inbox and the dashboard at 390 and 1280 px are kept with the test's output. It counts whole lists, so
 * it runs in the "library" project (playwright.config.ts): after the specs that send enquiries, one
 * test at a time; alone: `npx playwright test e2e/admin/list-paging.spec.ts --project=library --no-deps`.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { closeToast, loginAsAdmin, setEnglish, unique } from "./admin-helpers.ts"

/** More than two pages of requests of this run's own. */
const created = 130
const token = unique("分页公司")
const nameOf = (index: number) => `${token} ${String(index).padStart(3, "0")}`

/** Sends requests as the public form does (its bot-check fields too), ten at a time. */
const sendRequests = async (request: APIRequestContext, from: number, to: number) => {
  for (let start = from; start <= to; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, to - start + 1) }, async (_, offset) => {
        const response = await request.post("/api/collaborations", {
          data: {
            companyName: nameOf(start + offset),
            contactName: "分页联系人",
            email: "paging@example.com",
            phone: "13800000000",
            message: "分页测试的合作请求",
            website: "",
            filledInMs: 5000,
          },
        })
        expect(response.ok(), await response.text()).toBe(true)
      }),
    )
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  // The first and the last alone: the first is the oldest (lowest id), the last the newest. Only their
  // places are looked at; the others go ten at a time.
  await sendRequests(request, 1, 1)
  await sendRequests(request, 2, created - 1)
  await sendRequests(request, created, created)
})

const rows = (page: Page) => page.getByTestId("admin-row")
const countLine = (page: Page) => page.getByTestId("list-count")

/** The total of "显示 50 条，共 N 条" / "Showing 50 of N" (digits grouped). */
const totalOf = async (page: Page): Promise<number> => {
  const text = (await countLine(page).textContent()) ?? ""
  const numbers = text.match(/[\d,]+/g) ?? []
  return Number((numbers.at(-1) ?? "").replace(/,/g, ""))
}

/** Opens the inbox and waits until this run's requests are on the device. */
const openInbox = async (page: Page) => {
  await loginAsAdmin(page, "/systemadmin/collaborations")
  await closeToast(page)
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0)
  await expect(rows(page).filter({ hasText: nameOf(created) })).toHaveCount(1, { timeout: 30_000 })
}

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.screenshot({ path: test.info().outputPath(name), fullPage })
}

test("the inbox draws one page, more on Show more (keyboard too), and the dashboard counts every row", async ({
  page,
}) => {
  test.setTimeout(180_000)
  // Without IntersectionObserver the sentinel does nothing: the button alone must do it.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "IntersectionObserver")
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await openInbox(page)
  const total = await totalOf(page)
  expect(total).toBeGreaterThanOrEqual(created)
  await expect(rows(page)).toHaveCount(50)
  await expect(countLine(page)).toHaveText(`显示 50 条，共 ${total.toLocaleString("zh-CN")} 条`)
  // Newest first: the last request sent is on the first page, the first one is not drawn.
  await expect(rows(page).filter({ hasText: nameOf(1) })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await shot(page, "inbox-1280-zh.png")

  const more = page.getByRole("button", { name: "显示更多" })
  await more.click()
  await expect(rows(page)).toHaveCount(100)
  await expect(more).toBeFocused()
  // The rest with the keyboard: Enter on the focused button, page by page; when the last page is
  // drawn the button goes and the count line has the focus.
  for (let shown = 100; shown < total; shown += 50) {
    await page.keyboard.press("Enter")
    await expect(rows(page)).toHaveCount(Math.min(shown + 50, total))
  }
  await expect(more).toHaveCount(0)
  await expect(countLine(page)).toBeFocused()
  await expect(countLine(page)).toHaveText(
    `显示 ${total.toLocaleString("zh-CN")} 条，共 ${total.toLocaleString("zh-CN")} 条`,
  )
  await expect(rows(page).filter({ hasText: nameOf(1) })).toHaveCount(1)
  const listed = await rows(page).count()

  // The new ones: the status filter's total.
  await page.getByLabel("状态筛选").selectOption("new")
  await expect(rows(page)).toHaveCount(Math.min(50, total))
  const fresh = await totalOf(page)

  // Employees: a list of its own, counted the same way. From here on the app is not loaded again (the
  // navigation's links): a start pulls, and other specs' requests would change the counts between.
  const navigation = page.getByRole("navigation")
  await navigation.getByRole("link", { name: "数字员工" }).click()
  // The inbox's count line stays until the employees' screen replaces it: read only the new one's.
  await expect(page.getByRole("heading", { name: "数字员工管理", level: 1 })).toBeVisible()
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0)
  await expect(countLine(page)).toBeVisible()
  const employees = await totalOf(page)

  await navigation.getByRole("link", { name: "仪表板" }).click()
  const tile = (section: string) =>
    page.locator(`main a[href="/systemadmin/${section}"]`).getByTestId("tile-count")
  await expect(tile("collaborations")).toHaveText(`${listed} 条合作请求，${fresh} 条新请求`)
  await expect(tile("employees")).toHaveText(`${employees} 位数字员工`)
  await expect(page.locator('main a[href="/systemadmin/settings"]').getByTestId("tile-count")).toHaveCount(0)
  await expectNoAxeViolations(page)
  await shot(page, "dashboard-1280-zh.png")

  // Live: a request sent now shows in the count once the device pulls it, without a reload (other
  // specs' requests may come with it).
  await sendRequests(page.request, created + 1, created + 1)
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")))
  const shownCounts = async () =>
    ((await tile("collaborations").textContent()) ?? "")
      .match(/\d[\d,]*/g)
      ?.map((n) => Number(n.replace(/,/g, "")))
  await expect.poll(async () => (await shownCounts())?.[0], { timeout: 30_000 }).toBeGreaterThan(listed)
  expect((await shownCounts())?.[1]).toBeGreaterThan(fresh)
})

test("scrolling to the end draws the next page; a search finds a request beyond the first page", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openInbox(page)
  await expect(rows(page)).toHaveCount(50)
  await page.getByTestId("list-sentinel").scrollIntoViewIfNeeded()
  await expect(rows(page)).toHaveCount(100)
  // The next page waits for the next scroll: the sentinel is out of view again.
  await page.waitForTimeout(500)
  await expect(rows(page)).toHaveCount(100)

  // Windowed rows (issue 33): with every page shown, at the end of the list the first page is far
  // out of view and stands as one empty row of its height; back at the top it is drawn again.
  const more = page.getByRole("button", { name: "显示更多" })
  // Scrolled to the end again and again, each next page comes by itself, until none is left.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(more).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  const total = await totalOf(page)
  await expect(countLine(page)).toHaveText(`显示 ${total} 条，共 ${total} 条`)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.getByTestId("rows-out-of-view").first()).toBeAttached()
  expect(await rows(page).count()).toBeLessThan(total)
  const heightAtEnd = await page.evaluate(() => document.body.scrollHeight)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(rows(page).first()).toBeInViewport()
  expect(await rows(page).count()).toBeGreaterThanOrEqual(50)
  // The page keeps its length either way: the placeholders take the height of what they stand for.
  expect(Math.abs((await page.evaluate(() => document.body.scrollHeight)) - heightAtEnd)).toBeLessThan(50)

  await page.getByRole("searchbox").fill(nameOf(1))
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(nameOf(1))
  await expect(countLine(page)).toHaveText("显示 1 条，共 1 条")
  await expect(page.getByRole("button", { name: "显示更多" })).toHaveCount(0)

  // A search matching more than a page: one page again, all counted.
  await page.getByRole("searchbox").fill(token)
  await expect(rows(page)).toHaveCount(50)
  await expect(countLine(page)).toHaveText(/^显示 50 条，共 1[3-9]\d 条$/)
  await page.getByRole("searchbox").fill("")
  await expect(rows(page)).toHaveCount(50)
  await expectNoAxeViolations(page)
})

test("phone and English: the inbox's cards, its count line and Show more, and the dashboard", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await setEnglish(page)
  // The button alone (no sentinel), so the end of the first page stays put for its picture.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "IntersectionObserver")
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await openInbox(page)
  await expect(rows(page)).toHaveCount(50)
  const total = await totalOf(page)
  await expect(countLine(page)).toHaveText(`Showing 50 of ${total.toLocaleString("en")}`)
  await shot(page, "inbox-390-en.png")
  const more = page.getByRole("button", { name: "Show more" })
  await more.scrollIntoViewIfNeeded()
  await expect(more).toBeInViewport()
  await shot(page, "inbox-390-en-end.png")
  await expectNoAxeViolations(page)
  await more.click()
  await expect(rows(page)).toHaveCount(100)

  await page.goto("/systemadmin")
  const tile = page.locator('main a[href="/systemadmin/collaborations"]').getByTestId("tile-count")
  await expect(tile).toHaveText(/^[\d,]+ enquiries, [\d,]+ new$/)
  await expectNoAxeViolations(page)
  await shot(page, "dashboard-390-en.png", true)
})

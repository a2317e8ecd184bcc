/**
 * The site search (issue 32, item 1), in the browser: the header's field and its suggestions, the
 * results page, the keyboard (`/` and Ctrl+K, arrows, Enter), the count read out (aria-live), offline
 * search after the data synced, axe, both languages, phone and desktop widths.
 */
import { test } from "./app-test.ts"
import { expect, slowTestTimeout } from "./pages-helpers.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { storedRows } from "../fixtures/offline.ts"

test.describe.configure({ timeout: slowTestTimeout })

/** The local database has the demo content (the search index is built from it). */
const synced = async (page: import("@playwright/test").Page, path: string) => {
  await page.goto(path)
  await expect.poll(async () => (await storedRows(page, "employees")).length).toBeGreaterThan(0)
}

test.describe("desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("type in the header: suggestions appear, arrows choose one, Enter opens it (Chinese)", async ({
    page,
  }) => {
    await synced(page, "/")
    await page.keyboard.press("/")
    const field = page.getByTestId("header-search")
    await expect(field).toBeFocused()
    await field.pressSequentially("智能客服")
    const suggestions = page.getByTestId("search-suggestions")
    await expect(suggestions.getByTestId("search-suggestion").first()).toBeVisible()
    await expect(page.getByTestId("search-suggestions-status")).toHaveText(
      /找到 \d+ 条与“智能客服”相关的结果/,
    )
    await expect(suggestions.locator("mark").first()).toHaveText(/智能客服/)
    await expectNoAxeViolations(page)

    await field.press("ArrowDown")
    const first = suggestions.getByRole("option").first()
    await expect(first).toHaveAttribute("aria-selected", "true")
    await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "")
    await field.press("ArrowDown")
    await expect(first).toHaveAttribute("aria-selected", "false")
    await field.press("ArrowUp")
    await expect(first).toHaveAttribute("aria-selected", "true")
    await field.press("Enter")
    await expect(page).toHaveURL(/\/employees\/\d+$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("智能客服专员")
  })

  test("Ctrl+K, Enter: the results page, grouped, marked, arrows through the results (English)", async ({
    page,
  }) => {
    await synced(page, "/en")
    await page.keyboard.press("Control+k")
    const field = page.getByTestId("header-search")
    await expect(field).toBeFocused()
    await field.pressSequentially("customer service")
    await expect(page.getByTestId("search-suggestion").first()).toBeVisible()
    await field.press("Enter")
    await expect(page).toHaveURL(/\/en\/search\?q=customer(%20|\+)service$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search")
    await expect(page.getByTestId("search-status")).toHaveText(/\d+ results? for “customer service”/)
    await expect(page.getByTestId("search-status")).toHaveAttribute("aria-live", "polite")
    await expect(page.getByTestId("search-group-employee")).toBeVisible()
    await expect(page.getByTestId("search-group-employee").locator("mark").first()).toHaveText(/customer/i)
    await expectNoAxeViolations(page)

    const pageField = page.getByTestId("search-page-field")
    await pageField.focus()
    await pageField.press("ArrowDown")
    const results = page.getByTestId("search-result")
    await expect(results.first()).toBeFocused()
    await results.first().press("ArrowDown")
    await expect(results.nth(1)).toBeFocused()
    await results.nth(1).press("ArrowUp")
    await expect(results.first()).toBeFocused()
    const target = await results.first().getAttribute("href")
    await results.first().press("Enter")
    await expect(page).toHaveURL(new RegExp(`${target ?? "none"}$`))
  })

  test("typing on the results page searches as you type; no match says so", async ({ page }) => {
    await synced(page, "/search?q=%E6%95%B0%E5%AD%97%E5%91%98%E5%B7%A5")
    await expect(page.getByTestId("search-result").first()).toBeVisible()
    const pageField = page.getByTestId("search-page-field")
    await pageField.fill("zzzqqq")
    await expect(page.getByTestId("search-status")).toHaveText("没有与“zzzqqq”相关的结果")
    await expect(page.getByTestId("empty-state")).toBeVisible()
    await pageField.fill("")
    await expect(page.getByTestId("search-status")).toContainText("输入关键词")
  })

  test("search works offline once the data has synced", async ({ page, context }) => {
    await synced(page, "/en")
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // Visit the results page once online, so its code is cached like any page's.
    await page.goto("/en/search?q=agent")
    await expect(page.getByTestId("search-result").first()).toBeVisible()
    await context.setOffline(true)
    try {
      const field = page.getByTestId("header-search")
      await field.click()
      await field.pressSequentially("invoice")
      await expect(page.getByTestId("search-suggestion").first()).toBeVisible()
      await field.press("Enter")
      await expect(page.getByTestId("search-status")).toHaveText(/\d+ results? for “invoice”/)
      await expect(page.getByTestId("search-result").first()).toBeVisible()
      // A Chinese query on the English page, offline.
      await page.getByTestId("search-page-field").fill("数字员工")
      await expect(page.getByTestId("search-result").first()).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
  })
})

test.describe("phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the header's search button and `/` open the results page; axe-clean in both languages", async ({
    page,
  }) => {
    await synced(page, "/")
    await expect(page.getByTestId("header-search")).toBeHidden()
    await page.getByTestId("header-search-link").click()
    await expect(page).toHaveURL(/\/search$/)
    await page.getByTestId("search-page-field").fill("智能客服")
    await expect(page.getByTestId("search-result").first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto("/en/about")
    await page.keyboard.press("/")
    await expect(page).toHaveURL(/\/en\/search$/)
    await expect(page.getByTestId("search-page-field")).toBeFocused()
    await page.getByTestId("search-page-field").pressSequentially("agents")
    await expect(page.getByTestId("search-result").first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

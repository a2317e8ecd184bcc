/**
 * The English addresses (issue 17): the English page of `/x` is `/en/x`, `/en` is the English home,
 * unprefixed paths are Chinese. An address renders its language whatever localStorage says; links
 * keep the reader in their language's addresses; the language toggle saves the choice and moves to
 * the other address; a reader who chose English and arrives at a Chinese address is moved to the
 * English one; and a prerendered English page is English before any JavaScript runs.
 */
import type { Page } from "@playwright/test"
import { baseUrlOf, pristinePort } from "../fixtures/servers.ts"
import { test } from "./app-test.ts"
import { expect } from "./pages-helpers.ts"

// Pages come from the server whose content no spec edits (fixtures/servers.ts).
const pristineBase = baseUrlOf(pristinePort)
test.use({ serviceWorkers: "block" })

const saved = (page: Page) => page.evaluate(() => localStorage.getItem("language"))

test("an English address renders English even with Chinese saved, and keeps that choice", async ({
  page,
}) => {
  await page.goto("/")
  await page.evaluate(() => localStorage.setItem("language", "zh-CN"))
  for (const [path, heading] of [
    ["/en/employees", "Digital employees"],
    ["/en/teams", "Digital teams"],
  ] as const) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  }
  await page.goto("/en")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.getByTestId("hero-cta")).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeAttached()
  // Reading an English address is not choosing English: the saved language is the toggle's.
  expect(await saved(page)).toBe("zh-CN")
  await page.goto("/employees")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("数字员工")
})

test("links on an English page stay within /en, and lead to English pages", async ({ page }) => {
  await page.goto("/en/employees")
  const navigation = page.getByRole("navigation", { name: "Main navigation" })
  const hrefs = await navigation
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  expect(hrefs.length).toBeGreaterThan(3)
  for (const href of hrefs) expect(href, String(href)).toMatch(/^\/en(\/|$)/)
  // The cards come from the local database once the app has it: wait for them before reading links.
  await expect(page.getByTestId("employee-card").first()).toBeVisible()
  const cardLinks = await page
    .getByTestId("employee-card")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  expect(cardLinks.length).toBeGreaterThan(0)
  for (const href of cardLinks) expect(href, String(href)).toMatch(/^\/en\/employees\/\d+$/)

  await navigation.getByRole("link", { name: "Digital teams" }).click()
  await expect(page).toHaveURL(/\/en\/teams$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital teams")
  await page.getByTestId("team-card").first().getByRole("link").first().click()
  await expect(page).toHaveURL(/\/en\/teams\/\d+$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")

  // On a Chinese page the same links are unprefixed.
  await page.goto("/employees")
  const chineseHrefs = await page
    .getByRole("navigation", { name: "主导航" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  for (const href of chineseHrefs) expect(href, String(href)).not.toMatch(/^\/en(\/|$)/)
})

test("the toggle saves the language and moves to the same page's other address, and back follows", async ({
  page,
}) => {
  await page.goto("/teams")
  await page.evaluate(() => localStorage.setItem("language", "zh-CN"))
  await page.getByTestId("language-toggle").click()
  await expect(page).toHaveURL((url) => url.pathname === "/en/teams")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital teams")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  expect(await saved(page)).toBe("en")

  await page.getByTestId("language-toggle").click()
  await expect(page).toHaveURL((url) => url.pathname === "/teams")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("数字团队")
  expect(await saved(page)).toBe("zh-CN")

  // History holds both addresses, each in its language.
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/teams$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital teams")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")

  // The home page's English address is /en.
  await page.goto("/")
  await page.getByTestId("language-toggle").click()
  await expect(page).toHaveURL(/\/en$/)
})

test("a reader who chose English is moved from a Chinese address to its English one", async ({ page }) => {
  await page.goto(`${pristineBase}/about`)
  await page.evaluate(() => localStorage.setItem("language", "en"))
  // A page the server rendered moves before it paints (its head script); the app moves a page
  // loaded without it.
  for (const [base, path, english] of [
    [pristineBase, "/teams", "/en/teams"],
    [pristineBase, "/", "/en"],
    [pristineBase, "/employees/999999", "/en/employees/999999"],
  ] as const) {
    await page.goto(`${base}${path}`)
    await expect(page).toHaveURL(`${base}${english}`)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  }
  const notFound = page.getByTestId("not-found")
  await expect(notFound).toContainText("Sorry, the page you are looking for does not exist")
  await expect(notFound.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("a prerendered English page is English from the first paint, a Chinese one Chinese", async ({
    page,
  }) => {
    // Not the app-ready wait of app-test.ts: without JavaScript the app never starts.
    const open = (path: string) =>
      page.mainFrame().goto(`${pristineBase}${path}`, { waitUntil: "domcontentloaded" })
    await open("/en/teams")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "en")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital teams")
    await expect(page).toHaveTitle(/^Digital teams \| /)
    await expect(page.locator("#root")).not.toContainText("数字团队")

    await open("/en")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByTestId("hero-cta")).toHaveText("Get started")

    await open("/teams")
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("数字团队")
  })
})

test("the server sends each address its own language's page", async ({ request }) => {
  const english = await (await request.get(`${pristineBase}/en/employees`)).text()
  expect(english).toContain('<html lang="en"')
  expect(english).toContain('data-prerendered="en"')
  const chinese = await (await request.get(`${pristineBase}/employees`)).text()
  expect(chinese).toContain('<html lang="zh-CN"')
  expect(chinese).toContain('data-prerendered="zh-CN"')
  const home = await (await request.get(`${pristineBase}/en/`)).text()
  expect(home).toContain('<html lang="en"')
})

import { type Browser, expect, test } from "@playwright/test"
import { cachedUrls, waitForServiceWorker } from "../fixtures/offline.ts"
import { expectToast, loginAsAdmin, row, setEnglish, unique, waitForSynced } from "./admin-helpers.ts"

// Draft preview links (issue 31, item 2): an editor makes a link for a draft post in the back office;
// someone with no session, in a fresh browser context, opens it in both languages and sees the draft
// under the "not published" banner; once revoked, the same link is the site's 404 page. What the
// server does with every kind of bad link, and that the draft stays out of every public channel, is
// sync-server/preview/preview-links.test.ts.

/** The address opened by a visitor who was never signed in (a new context: no cookie, no storage). */
const openAsStranger = async (browser: Browser, url: string) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const response = await page.goto(url)
  return { context, page, status: response?.status() }
}

test("a draft post's preview link opens signed out in both languages, and is a 404 page once revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await setEnglish(page)
  await loginAsAdmin(page, "/systemadmin/blog")
  const title = unique("预览草稿")
  const titleEn = unique("Draft under review")
  // The draft is made through the API from the signed-in page (its own origin and session).
  const created = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/blog-posts", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
      return response.status
    },
    {
      title,
      titleEn,
      summary: "评审用的草稿",
      summaryEn: "A draft for review",
      content: "# 草稿\n\n尚未发布的正文",
      contentEn: "# Draft\n\nNot published yet",
      image: "/demo/fallback-blog.svg",
      category: "技术趋势",
    },
  )
  expect(created).toBe(201)
  await waitForSynced(page)
  await expect(row(page, title)).toContainText("Draft")

  await row(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click()
  const dialog = page.getByRole("dialog", { name: "Edit blog post" })
  const panel = dialog.getByTestId("preview-links")
  await expect(panel.getByText("No active preview links.")).toBeVisible()
  await panel.getByRole("button", { name: "Make a preview link" }).click()
  const made = panel.getByTestId("preview-link-made")
  await expect(made).toBeVisible()
  const url = await made.getByRole("textbox", { name: "Chinese page" }).inputValue()
  const urlEn = await made.getByRole("textbox", { name: "English page" }).inputValue()
  expect(url).toMatch(/\/preview\/[\w-]{22}\.[\w-]{43}$/)
  expect(urlEn).toBe(url.replace("/preview/", "/en/preview/"))
  await expect(panel.getByTestId("preview-link")).toHaveCount(1)
  await expect(panel.getByTestId("preview-link")).toContainText("Made by admin")

  const chinese = await openAsStranger(browser, url)
  expect(chinese.status).toBe(200)
  await expect(chinese.page.locator("[data-preview-banner]")).toContainText("预览，尚未发布")
  await expect(chinese.page.getByRole("heading", { level: 1 }).first()).toHaveText(title)
  // No app takes the page over (its local database has no draft): the preview stays.
  await chinese.page.waitForTimeout(1_500)
  await expect(chinese.page.getByRole("heading", { level: 1 }).first()).toHaveText(title)
  await chinese.context.close()

  const english = await openAsStranger(browser, urlEn)
  expect(english.status).toBe(200)
  await expect(english.page.locator("[data-preview-banner]")).toContainText("Preview — not published")
  await expect(english.page.getByRole("heading", { level: 1 }).first()).toHaveText(titleEn)
  await english.context.close()

  await panel.getByRole("button", { name: /^Revoke the link admin made/ }).click()
  await expect(panel.getByRole("alert")).toContainText("Revoke it?")
  await panel.getByRole("button", { name: "Revoke", exact: true }).click()
  await expectToast(page, "Link revoked")
  await expect(panel.getByText("No active preview links.")).toBeVisible()

  const revoked = await openAsStranger(browser, url)
  expect(revoked.status).toBe(404)
  await expect(revoked.page.getByText("404 页面未找到")).toBeVisible()
  await expect(revoked.page.getByText("预览，尚未发布")).toHaveCount(0)
  await revoked.context.close()
  const revokedEn = await openAsStranger(browser, urlEn)
  expect(revokedEn.status).toBe(404)
  await expect(revokedEn.page.getByText("404 Page Not Found")).toBeVisible()
  await revokedEn.context.close()
})

test("a visitor whose service worker runs gets the preview from the network only: never kept, gone once revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await loginAsAdmin(page)
  const title = unique("不留缓存的草稿")
  // The draft and its link through the API, from the signed-in page (its own origin and session).
  const link = await page.evaluate(async (title) => {
    const json = { "Content-Type": "application/json" }
    const post = await fetch("/api/blog-posts", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        title,
        summary: "摘要",
        content: "正文",
        image: "/demo/fallback-blog.svg",
        category: "技术趋势",
      }),
    })
    const { id } = (await post.json()) as { id: number }
    const made = await fetch("/api/preview-links", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ entity: "blogPosts", id }),
    })
    return (await made.json()) as { id: number; url: string }
  }, title)

  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto("/")
  await waitForServiceWorker(visitor)
  const opened = await visitor.goto(link.url)
  expect(opened?.status()).toBe(200)
  await expect(visitor.getByRole("heading", { level: 1 }).first()).toHaveText(title)
  await expect(visitor.locator("[data-preview-banner]")).toBeVisible()
  // Still no app on the page after a while, and nothing of the preview in any cache.
  await visitor.waitForTimeout(1_500)
  await expect(visitor.locator("[data-preview-banner]")).toBeVisible()
  await visitor.goto("/")
  await waitForServiceWorker(visitor)
  expect((await cachedUrls(visitor)).filter((url) => url.includes("/preview/"))).toEqual([])

  const revoked = await page.evaluate(
    async (id) => (await fetch(`/api/preview-links/${id}`, { method: "DELETE" })).status,
    link.id,
  )
  expect(revoked).toBe(200)
  const again = await visitor.goto(link.url)
  expect(again?.status()).toBe(404)
  await expect(visitor.getByText("404 页面未找到")).toBeVisible()
  await expect(visitor.locator("[data-preview-banner]")).toHaveCount(0)
  await context.close()
})

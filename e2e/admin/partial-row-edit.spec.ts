/**
 * Editing a record whose full text is not on this device yet (issue 33, item 3): a visitor's device
 * holds cards (no post body) until its first pull as staff has brought the full rows. An edit opened
 * meanwhile must not show an empty body the person could "fill in" over the real one: the dialog
 * fetches the full row first, says so plainly when it cannot (offline), and opens the form on the
 * full row once it has it.
 */
import { expect, test } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { storedRows, waitForServiceWorker } from "../fixtures/offline.ts"
import { signInThroughApi, unique } from "./admin-helpers.ts"

test("a post held as a card opens for editing only with its full body", async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const api = await adminApi(baseURL ?? "")
  const title = unique("卡片文章")
  const body = `## 全文\n\n这篇文章的正文只在服务器上：${title}`
  const created = await api.post("/api/blog-posts", {
    data: {
      title,
      category: "产品更新",
      summary: "卡片摘要",
      image: "/demo/blog/builder-3-release.svg",
      content: body,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await api.patch(`/api/blog-posts/${id}/publish`, { data: { isPublished: true } })).ok()).toBe(true)

  try {
    // A visitor's first visit: the device pulls cards, the post without its body.
    await page.goto("/blog")
    await waitForServiceWorker(page)
    type Stored = { id: number; content?: string; partial?: boolean }
    await expect
      .poll(
        async () => (await storedRows<Stored>(page, "blogPosts")).find((post) => post.id === id)?.partial,
        {
          timeout: 60_000,
        },
      )
      .toBe(true)

    // Signed in, before the staff pull has come (held here) and with the post's own address out of
    // reach: the device still holds the card.
    await page.route("**/api/sync?*", () => {})
    const fullRow = `**/api/blog-posts/${id}`
    await page.route(fullRow, (route) => route.abort("internetdisconnected"))
    await signInThroughApi(page)
    await page.goto("/systemadmin/blog")
    await expect(page.getByTestId("logout-button")).toBeVisible()
    await page.getByRole("button", { name: `编辑 ${title}` }).click()
    const waiting = page.getByTestId("partial-row-dialog")
    await expect(waiting.getByRole("status")).toHaveText(
      "本设备上只有这条记录的摘要，编辑前需要它的全部内容。请联网后重试。",
    )
    await expect(page.getByTestId("blogPosts-form")).toHaveCount(0)

    // Reachable again: the retry brings the full row and the form opens on it, body included.
    await page.unroute(fullRow)
    await waiting.getByRole("button", { name: "重试" }).click()
    const dialog = page.getByRole("dialog", { name: "编辑文章" })
    await expect(dialog.getByLabel("内容（Markdown）")).toHaveValue(body)
    await expect(waiting).toHaveCount(0)
    const kept = (await storedRows<Stored>(page, "blogPosts")).find((post) => post.id === id)
    expect(kept?.partial).toBeUndefined()
    expect(kept?.content).toBe(body)
  } finally {
    await page.unrouteAll({ behavior: "ignoreErrors" })
    expect((await api.delete(`/api/blog-posts/${id}`)).ok()).toBe(true)
    await api.dispose()
  }
})

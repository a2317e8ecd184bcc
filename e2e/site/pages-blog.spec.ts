/**
 * The blog against the real server: list (skeletons, search, category filter, both empty states) and
 * post pages (invalid and missing ids, meta, Markdown with only safe links, related posts).
 */
import { type APIRequestContext } from "@playwright/test"
import { test } from "./app-test.ts"
import { adminApi } from "../fixtures/admin-api.ts"
import { useLanguage } from "../fixtures/language.ts"
import { emptyServer, expect, holdSync, openInApp, slowTestTimeout, unique } from "./pages-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

test.describe.configure({ timeout: slowTestTimeout })

type Post = {
  id: number
  title: string
  category: string
  isPublished: boolean
  readTime: number
  createdAt: string
  image: string
}

const publishedPosts = async (api: APIRequestContext): Promise<Post[]> =>
  (await allRows(api, "/api/blog-posts?published=true")) as Post[]

test("the list shows six skeleton cards, then the published posts only", async ({ page }) => {
  const sync = await holdSync(page)
  await openInApp(page, "/blog")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("博客资讯")
  await expect(page.getByTestId("skeleton-card")).toHaveCount(6)
  await sync.release()
  const cards = page.getByTestId("post-card")
  // The first page: the newest published posts (the lists page, issue 33; other specs add posts).
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeLessThanOrEqual(12)
  // A demo post, wherever its page is: through the search, over every post.
  await page.getByRole("searchbox", { name: "搜索文章" }).fill("五大技术趋势")
  await expect(cards.filter({ hasText: "2026 年 AI 智能体的五大技术趋势" })).toHaveCount(1)
  await expect(cards.filter({ hasText: "（草稿）" })).toHaveCount(0)
  const first = cards.filter({ hasText: "2026 年 AI 智能体的五大技术趋势" })
  await expect(first).toContainText("技术趋势")
  await expect(first).toContainText("6 分钟阅读")
  await expect(first).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/)
  await expect(first.getByRole("link", { name: /阅读全文/ })).toHaveAttribute("href", /^\/blog\/\d+$/)
  await expect(page).toHaveTitle("博客资讯 | 智元数字员工")
})

test("search matches title, summary and content; the category filter is exact", async ({ page }) => {
  await page.goto("/blog")
  const cards = page.getByTestId("post-card")
  await expect(cards.first()).toBeVisible()
  const search = page.getByRole("searchbox", { name: "搜索文章" })

  await search.fill("rag") // title "从 RAG 到智能体记忆", case-insensitive
  await expect(cards.filter({ hasText: "从 RAG 到智能体记忆" })).toHaveCount(1)
  await search.fill("五个技术方向") // only in the summary
  await expect(cards).toHaveText([/2026 年 AI 智能体的五大技术趋势/])
  await search.fill("工作记忆、情景记忆与知识记忆") // only in the Markdown content
  await expect(cards).toHaveText([/2026 年 AI 智能体的五大技术趋势/])
  await search.fill("")

  const filter = page.getByTestId("category-filter")
  const options = filter.locator("option")
  await expect(options.first()).toHaveText("全部分类")
  expect(await options.allTextContents()).toEqual(
    expect.arrayContaining(["技术趋势", "案例研究", "工作方式", "行业动态"]),
  )
  await filter.selectOption("案例研究")
  await expect(cards.first()).toBeVisible()
  for (const badge of await cards.locator("span.rounded-full").first().allTextContents())
    expect(badge).toBe("案例研究")
  await expect(cards.filter({ hasNotText: "案例研究" })).toHaveCount(0)

  await search.fill("五大技术趋势")
  const empty = page.getByTestId("empty-state")
  await expect(empty.getByRole("heading")).toHaveText("未找到匹配的文章")
  await expect(empty).toContainText("尝试其他关键词或选择其他分类")
  await empty.getByRole("button", { name: "浏览全部" }).click()
  await expect(filter).toHaveValue("")
  await expect(search).toHaveValue("")
  await expect(cards.first()).toBeVisible()
})

test.describe("with nothing published", () => {
  const showEmptyServer = emptyServer()
  test("the list says there are no published posts yet", async ({ page }) => {
    await showEmptyServer(page)
    await page.goto("/blog")
    await expect(page.getByTestId("empty-state").getByRole("heading")).toHaveText("暂无已发布的文章")
  })
})

test("a non-numeric id says 无效的博客 ID with a link to the blog", async ({ page }) => {
  await page.goto("/blog/abc")
  await expect(page.getByTestId("post-problem")).toContainText("无效的博客 ID")
  await page.getByRole("link", { name: "返回博客" }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test("a missing post and a draft say 文章未找到 with a link to the blog", async ({ page, baseURL }) => {
  await page.goto("/blog/999999")
  await expect(page.getByTestId("post-problem")).toContainText("文章未找到")
  await expect(page.getByRole("link", { name: "返回博客" })).toHaveAttribute("href", "/blog")
  // A draft is never sent to anonymous visitors, so its page is "not found" for them.
  const api = await adminApi(baseURL ?? "")
  const all = (await allRows(api, "/api/blog-posts")) as Post[]
  await api.dispose()
  const draft = all.find((post) => !post.isPublished && post.title.endsWith("（草稿）"))
  expect(draft).toBeDefined()
  await page.goto(`/blog/${draft?.id}`)
  await expect(page.getByTestId("post-problem")).toContainText("文章未找到")
})

test("a post shows its category, date, read time, cover, Markdown body and up to 3 related posts", async ({
  page,
  request,
}) => {
  const posts = await publishedPosts(request)
  const post = posts.find((candidate) => candidate.title === "2026 年 AI 智能体的五大技术趋势")
  if (post === undefined) throw new Error("demo post missing")
  const related = posts
    .filter((other) => other.category === post.category && other.id !== post.id)
    .slice(0, 3)

  await page.goto(`/blog/${post.id}`)
  const article = page.getByTestId("post-detail")
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title)
  await expect(page).toHaveTitle(`${post.title} | 智元数字员工`)
  await expect(article).toContainText("技术趋势")
  await expect(article.getByTestId("read-time").first()).toHaveText("6 分钟阅读")
  await expect(article.locator("time").first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/)
  // The demo cover went through the media pipeline: the post stores its address, `/media/…jpg#WxH`,
  // and the page's <img> shows the fallback file (the address without its size).
  expect(post.image).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg#\d+x\d+$/)
  await expect(article.locator(`img[src='${post.image.replace(/#.*$/, "")}']`)).toHaveCount(1)
  const content = page.getByTestId("post-content")
  await expect(content.getByRole("heading", { level: 2 }).first()).toHaveText("1. 从单智能体走向多智能体协作")
  await expect(content.locator("strong").first()).toHaveText("数字员工")

  const facts = page.getByTestId("post-facts")
  await expect(facts.locator("dt")).toHaveText(["作者", "发布日期", "阅读时间", "标签"])
  await expect(facts).toContainText("6 分钟阅读")

  const section = page.getByTestId("related-posts")
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("相关文章")
  const links = section.getByRole("link")
  await expect(links).toHaveText(related.map((other) => other.title))
  expect(related.length).toBeLessThanOrEqual(3)
  if (related[0]) await expect(links.first()).toHaveAttribute("href", `/blog/${related[0].id}`)
})

test.describe("Markdown links keep only safe protocols", () => {
  let api: APIRequestContext
  let postId = 0
  test.beforeAll(async ({ baseURL }) => {
    api = await adminApi(baseURL ?? "")
    const created = await api.post("/api/blog-posts", {
      data: {
        title: unique("链接安全测试"),
        category: "产品更新",
        summary: "测试摘要",
        image: "/demo/blog/builder-3-release.svg",
        content:
          "正文 [恶意链接](javascript:alert(document.cookie)) 与 [大写](JAVASCRIPT:alert(1)) 以及 [安全链接](https://example.com/safe)。\n\n<script>window.injected = true</script>",
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    postId = ((await created.json()) as { id: number }).id
    const published = await api.patch(`/api/blog-posts/${postId}/publish`, { data: { isPublished: true } })
    expect(published.ok()).toBe(true)
  })
  test.afterAll(async () => {
    await api.delete(`/api/blog-posts/${postId}`)
    await api.dispose()
  })

  test("a javascript: link renders no such link and raw HTML stays text", async ({ page }) => {
    await page.goto(`/blog/${postId}`)
    const content = page.getByTestId("post-content")
    await expect(content).toContainText("恶意链接")
    await expect(content.getByRole("link", { name: "安全链接" })).toHaveAttribute(
      "href",
      "https://example.com/safe",
    )
    await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0)
    await expect(content.locator("script")).toHaveCount(0)
    await expect(content).toContainText("<script>window.injected = true</script>")
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  })

  test("the demo post with a javascript: link renders none either", async ({ page, request }) => {
    const demo = (await publishedPosts(request)).find((post) => post.title.startsWith("智能体构建器 3.0"))
    await page.goto(`/blog/${demo?.id}`)
    await expect(page.getByTestId("post-content")).toContainText("一键体验脚本")
    await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0)
    // Nor a link that goes nowhere (issue 28): the refused link is drawn as its text.
    await expect(page.getByTestId("post-content").locator('a:not([href]), a[href=""]')).toHaveCount(0)
  })
})

test("English blog texts", async ({ page }) => {
  await useLanguage(page, "en")
  await page.goto("/blog")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog news")
  await expect(page.getByTestId("category-filter").locator("option").first()).toHaveText("All categories")
  await expect(page.getByTestId("post-card").first()).toContainText(/\d+ min read/)
  // Categories are stored in Chinese and shown in the person's language (the post found by search:
  // it may be on a later page).
  await page.getByRole("searchbox").fill("Five Technology Trends")
  const trends = page
    .getByTestId("post-card")
    .filter({ hasText: "Five Technology Trends for AI Agents in 2026" })
  await expect(trends).toContainText("Technology trends")
  await page.getByRole("searchbox").fill("")
  await page.getByTestId("category-filter").selectOption({ label: "Case studies" })
  await expect(page.getByTestId("post-card").first()).toContainText("Case studies")
  await expect(page.getByTestId("post-card").filter({ hasNotText: "Case studies" })).toHaveCount(0)
  await page.goto("/blog/abc")
  await expect(page.getByTestId("post-problem")).toContainText("Invalid blog ID")
})

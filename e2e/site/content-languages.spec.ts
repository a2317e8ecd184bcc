/**
 * Content in the reader's language (issue 17): English pages show the English twins on list cards,
 * detail pages and blog posts; a record without English shows its Chinese with lang="zh-CN" and the
 * "中文" mark (read out as "Chinese only"); a Chinese reader sees Chinese and no mark.
 */
import type { APIRequestContext } from "@playwright/test"
import { unique } from "../admin/admin-helpers.ts"
import { test } from "./app-test.ts"
import { expect } from "./pages-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"
import { listPageQuery } from "../fixtures/list-page.ts"

test.use({ serviceWorkers: "block" })

/** An admin session on the request context, for creating a record the way the back office does. */
const asAdmin = async (request: APIRequestContext) => {
  await request.get("/api/captcha?t=1")
  const login = await request.post("/api/login", {
    data: { username: "admin", password: "admin-password", captcha: "TEST" },
  })
  expect(login.ok(), await login.text()).toBe(true)
}

const demoId = async (request: APIRequestContext, list: string, name: string): Promise<number> => {
  const rows = (await allRows(request, list)) as Array<{ id: number; name: string }>
  const found = rows.find((row) => row.name === name)
  expect(found, name).toBeDefined()
  return found?.id ?? 0
}
const demoEmployeeId = (request: APIRequestContext, name: string) => demoId(request, "/api/employees", name)

test("an English reader gets the English texts on the list and the detail page, with no mark", async ({
  page,
}) => {
  await page.goto("/en/employees")
  const card = page.getByTestId("employee-card").filter({ hasText: "Customer Service Agent" })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText("Customer service")
  await expect(card.getByTestId("chinese-only")).toHaveCount(0)
  await expect(card).not.toContainText("智能客服专员")

  await card.getByRole("link", { name: "Customer Service Agent" }).click()
  await expect(page).toHaveURL(/\/en\/employees\/\d+$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer Service Agent")
  const detail = page.getByTestId("employee-detail")
  await expect(detail).toContainText("An omnichannel customer service employee")
  await expect(detail).toContainText("Multi-turn dialogue")
  // The names and lists too (issue 27): base model and integrations in English.
  await expect(detail).toContainText("Tongyi Qianwen Qwen2.5-72B")
  await expect(detail).toContainText("WeCom, DingTalk, Feishu, WeChat Official Accounts")
  await expect(detail).not.toContainText("企业微信")
  await expect(detail.getByTestId("chinese-only")).toHaveCount(0)
  await expect(page).toHaveTitle(/Customer Service Agent/)
})

test("an English reader gets a project's technologies and a tool's compatibility in English, with no mark", async ({
  page,
}) => {
  const projectId = await demoId(page.request, "/api/projects", "头部美妆品牌全渠道智能客服升级")
  await page.goto(`/en/projects/${projectId}`)
  const project = page.getByTestId("project-detail")
  const technologies = project.getByRole("region", { name: "Technologies" })
  await expect(technologies).toContainText("Retrieval-augmented generation (RAG)")
  await expect(technologies).toContainText("WeCom")
  await expect(technologies).not.toContainText("企业微信")
  await expect(project.getByTestId("chinese-only")).toHaveCount(0)

  const toolId = await demoId(page.request, "/api/tools", "流程编排器")
  await page.goto(`/en/tools/${toolId}`)
  const tool = page.getByTestId("tool-detail")
  const compatibility = tool.getByRole("region", { name: "Compatibility" })
  await expect(compatibility).toContainText("DingTalk")
  await expect(compatibility).toContainText("Feishu")
  await expect(compatibility).not.toContainText("钉钉")
  await expect(tool.getByTestId("chinese-only")).toHaveCount(0)
})

test("an English blog post shows its English title, summary and Markdown body", async ({ page }) => {
  await page.goto("/en/blog")
  const card = page
    .getByTestId("post-card")
    .filter({ hasText: "Five Technology Trends for AI Agents in 2026" })
  await expect(card).toHaveCount(1)
  await card.getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Five Technology Trends for AI Agents in 2026",
  )
  const post = page.getByTestId("post-detail")
  await expect(
    post.getByRole("heading", { level: 2, name: "1. From single agents to teams of agents" }),
  ).toBeVisible()
  // No mark in the post itself; its related posts may include other specs' Chinese-only records.
  await expect(async () => {
    const inPost = await post.getByTestId("chinese-only").count()
    const inRelated = await page.getByTestId("related-posts").getByTestId("chinese-only").count()
    expect(inPost - inRelated).toBe(0)
  }).toPass()
})

test("a record without English shows its Chinese, marked and in lang zh-CN, on the card and the page", async ({
  page,
}) => {
  const name = unique("仅中文员工")
  await asAdmin(page.request)
  const created = await page.request.post("/api/employees", {
    data: {
      name,
      image: "/demo/fallback-employee.svg",
      description: "这位员工还没有英文介绍。",
      profession: "测试",
      useCases: "测试场景",
      integrations: ["企业微信"],
      nameEn: "",
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }

  // The list page that shows it (twelve cards a page; other specs' employees may come before it).
  await page.goto(`/en/employees${await listPageQuery("/api/employees", id)}`)
  const card = page.getByTestId("employee-card").filter({ hasText: name })
  await expect(card).toHaveCount(1)
  await expect(card.getByText(name, { exact: true })).toHaveAttribute("lang", "zh-CN")
  await expect(card.getByText("这位员工还没有英文介绍。")).toHaveAttribute("lang", "zh-CN")
  const mark = card.getByTestId("chinese-only")
  await expect(mark).toBeVisible()
  await expect(mark).toHaveText(/中文/)
  await expect(mark).toContainText("Chinese only")
  await expect(mark).toHaveAttribute("lang", "en")

  await page.goto(`/en/employees/${id}`)
  const heading = page.getByRole("heading", { level: 1 })
  await expect(heading.getByText(name, { exact: true })).toHaveAttribute("lang", "zh-CN")
  await expect(heading.getByTestId("chinese-only")).toBeVisible()
  const overview = page.getByRole("region", { name: /Overview/ })
  await expect(overview.getByTestId("chinese-only")).toBeVisible()
  await expect(overview.getByText("这位员工还没有英文介绍。")).toBeVisible()
  // An integration without its English name: the Chinese one, marked.
  const integrations = page.getByRole("definition").filter({ hasText: "企业微信" })
  await expect(integrations.locator('[lang="zh-CN"]').first()).toHaveText(/^企业微信/)
  await expect(integrations.getByTestId("chinese-only")).toBeVisible()

  // The same record in Chinese: no mark, no language switch in the markup.
  await page.goto(`/employees/${id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  await expect(page.getByTestId("chinese-only")).toHaveCount(0)
})

test("a Chinese reader sees the Chinese texts and no mark", async ({ page }) => {
  const id = await demoEmployeeId(page.request, "智能客服专员")
  await page.goto("/employees")
  const card = page.getByTestId("employee-card").filter({ hasText: "智能客服专员" })
  await expect(card).toHaveCount(1)
  await expect(card).not.toContainText("Customer Service Agent")
  await expect(page.getByTestId("chinese-only")).toHaveCount(0)
  await page.goto(`/employees/${id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("智能客服专员")
  await expect(page.getByTestId("employee-detail")).not.toContainText("Multi-turn dialogue")
})

/**
 * Detail pages of employees, teams, projects and tools against the real server: every section label,
 * related projects, members, metrics, links, the fallback texts (rows created through the admin API)
 * and the 404 page for bad ids and missing records.
 */
import { type APIRequestContext, type Locator } from "@playwright/test"
import { test } from "./app-test.ts"
import { adminApi } from "../fixtures/admin-api.ts"
import { useLanguage } from "../fixtures/language.ts"
import { expect, slowTestTimeout, unique } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout })

type Row = Record<string, unknown> & { id: number; name: string }

const rows = async (api: APIRequestContext, path: string): Promise<Row[]> => {
  const response = await api.get(path)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Row[]
}
const byName = async (api: APIRequestContext, path: string, name: string): Promise<Row> => {
  const row = (await rows(api, path)).find((candidate) => candidate.name === name)
  if (row === undefined) throw new Error(`${name} is not in ${path}`)
  return row
}
const sectionHeadings = (page: import("@playwright/test").Page) =>
  page.locator("main section[aria-labelledby] > h2")

test("employee: sections, use cases, related projects (description names the employee, first 3)", async ({
  page,
  request,
}) => {
  const employee = await byName(request, "/api/employees", "数据分析师")
  const projects = await rows(request, "/api/projects")
  const expected = projects
    .filter((project) => String(project.description).includes("数据分析师"))
    .slice(0, 3)
    .map((project) => project.name)
  expect(expected.length).toBeGreaterThan(0)

  await page.goto(`/employees/${employee.id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("数据分析师")
  await expect(page).toHaveTitle("数据分析师 | 智元数字员工")
  await expect(sectionHeadings(page)).toHaveText([
    "概述",
    "职业",
    "核心能力",
    "使用场景",
    "技术细节",
    "相关项目",
  ])
  const related = page.getByTestId("related-projects").getByRole("link")
  await expect(related).toHaveText(expected)
  await related.first().click()
  await expect(page).toHaveURL(/\/projects\/\d+$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0] ?? "")
})

/**
 * How far each row's picture stands from the row's content edge: 0 when the picture is the row's first
 * box. A `<picture>`'s sources drawn as boxes once pushed it 32 px in (two empty flex items, two gaps).
 */
const pictureInsets = (list: Locator) =>
  list.locator("li").evaluateAll((items) =>
    items.map((item) => {
      const image = item.querySelector("img")
      if (image === null) return null
      const style = getComputedStyle(item)
      const edge =
        item.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)
      return Math.round(image.getBoundingClientRect().left - edge)
    }),
  )

test("team: members from the composition link to their pages", async ({ page, request }) => {
  const team = await byName(request, "/api/teams", "电商增长团队")
  const employees = await rows(request, "/api/employees")
  const members = (team.composition as number[]).map((id) => employees.find((e) => e.id === id)?.name)

  await page.goto(`/teams/${team.id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("电商增长团队")
  await expect(sectionHeadings(page)).toHaveText(["概述", "团队成员", "团队能力", "技术架构"])
  const memberLinks = page.getByTestId("team-members").getByRole("link")
  await expect(memberLinks).toHaveText(members as string[])
  // The demo members' pictures are uploaded ones (<picture>): each stands at its row's edge.
  expect(await pictureInsets(page.getByTestId("team-members"))).toEqual(members.map(() => 0))
  await expect(memberLinks.first()).toHaveAttribute(
    "href",
    `/employees/${team.composition && (team.composition as number[])[0]}`,
  )
})

test("project: sections, key metrics from the result split on full stops, implementation team link", async ({
  page,
  request,
}) => {
  const project = await byName(request, "/api/projects", "头部美妆品牌全渠道智能客服升级")
  const metrics = String(project.resultDescription)
    .split("。")
    .map((part) => part.trim())
    .filter(Boolean)
  const teamIds = project.teamComposition as number[]

  await page.goto(`/projects/${project.id}`)
  await expect(sectionHeadings(page)).toHaveText([
    "项目概述",
    "挑战",
    "解决方案",
    "成果",
    "实施团队",
    "关键指标",
    "技术栈",
  ])
  await expect(page.getByTestId("key-metrics").getByRole("listitem")).toHaveText(metrics)
  const teamLinks = page.getByTestId("implementation-teams").getByRole("link")
  await expect(teamLinks).toHaveCount(teamIds.length)
  expect(await pictureInsets(page.getByTestId("implementation-teams"))).toEqual(teamIds.map(() => 0))
  await expect(teamLinks.first()).toHaveAttribute("href", `/teams/${teamIds[0]}`)
  await teamLinks.first().click()
  await expect(page).toHaveURL(new RegExp(`/teams/${teamIds[0]}$`))
})

test("tool: sections, documentation and website links open in a new tab", async ({ page, baseURL }) => {
  // The demo has no outside addresses (issue 28: no example.com placeholders): this tool gets both.
  const api = await adminApi(baseURL ?? "")
  const name = unique("带链接的工具")
  const tool = {
    name,
    description: "有文档与网站的工具",
    technicalDescription: "用于测试的使用场景",
    features: ["功能一"],
    compatibility: ["Windows"],
    apiDocUrl: "https://docs.zhiyuan-tools.cn/api",
    url: "https://www.zhiyuan-tools.cn/products/a-tool-with-a-long-address",
  }
  const created = await api.post("/api/tools", { data: tool })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  try {
    await page.goto(`/tools/${id}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
    await expect(sectionHeadings(page)).toHaveText(["概述", "核心功能", "使用场景", "兼容性", "文档"])
    const doc = page.getByTestId("tool-doc-link")
    await expect(doc).toHaveAttribute("href", tool.apiDocUrl)
    await expect(doc).toHaveAttribute("target", "_blank")
    const website = page.getByTestId("tool-website-link")
    await expect(website).toHaveAttribute("href", tool.url)
    await expect(website).toHaveAttribute("target", "_blank")
    await expect(page.getByTitle(tool.url)).toHaveText(`${tool.url.slice(0, 30)}...`)
    await expect(page.getByRole("img", { name })).toHaveAttribute("src", "/demo/fallback-tool.svg")
  } finally {
    await api.delete(`/api/tools/${id}`)
    await api.dispose()
  }
})

test("a demo tool draws no placeholder: no documentation, video or website box without an address", async ({
  page,
  request,
}) => {
  const tools = await rows(request, "/api/tools")
  const demo = tools.find((candidate) => candidate.name === "智能对话引擎")
  if (demo === undefined) throw new Error("the demo content has the chat engine")
  await page.goto(`/tools/${demo.id}`)
  await expect(sectionHeadings(page)).toHaveText(["概述", "核心功能", "使用场景", "兼容性"])
  await expect(page.getByRole("img", { name: demo.name })).toHaveAttribute("src", /^\/demo\/tools\//)
  await expect(page.getByTestId("tool-website-link")).toHaveCount(0)
  await expect(page.locator('main a[href*="example.com"]')).toHaveCount(0)
})

test.describe("fallback texts for records created without the optional parts", () => {
  let api: APIRequestContext
  const created: Array<{ path: string; id: number }> = []
  test.beforeAll(async ({ baseURL }) => {
    api = await adminApi(baseURL ?? "")
  })
  test.afterAll(async () => {
    for (const row of created) await api.delete(`${row.path}/${row.id}`)
    await api.dispose()
  })
  const create = async (path: string, data: Record<string, unknown>): Promise<number> => {
    const response = await api.post(path, { data })
    expect(response.status(), await response.text()).toBe(201)
    const id = ((await response.json()) as { id: number }).id
    created.push({ path, id })
    return id
  }

  test("a team without members says so", async ({ page }) => {
    const name = unique("空团队")
    const id = await create("/api/teams", {
      name,
      description: "测试团队",
      image: "/demo/teams/shared-services.svg",
      composition: [],
    })
    await page.goto(`/teams/${id}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
    await expect(page.getByText("暂无团队成员信息")).toBeVisible()
  })

  test("a project without a result says no metrics are available, and has no team card", async ({ page }) => {
    const name = unique("无成果项目")
    const id = await create("/api/projects", {
      name,
      description: "测试项目",
      image: "/demo/projects/auto-parts-quality.svg",
      teamDescription: "电子商务",
    })
    await page.goto(`/projects/${id}`)
    await expect(page.getByTestId("key-metrics")).toContainText("暂无关键指标数据")
    await expect(page.getByText("暂无实施团队信息")).toBeVisible()
  })

  test("a tool with an unknown name gets the default picture and no links", async ({ page }) => {
    const name = unique("未知工具")
    const id = await create("/api/tools", { name, description: "测试工具" })
    await page.goto(`/tools/${id}`)
    await expect(page.getByRole("img", { name })).toHaveAttribute("src", "/demo/fallback-tool.svg")
    await expect(page.getByTestId("tool-doc-link")).toHaveCount(0)
    await expect(page.getByTestId("tool-website-link")).toHaveCount(0)
  })
})

for (const path of [
  "/employees/abc",
  "/employees/999999",
  "/teams/0",
  "/teams/999999",
  "/projects/1x",
  "/projects/999999",
  "/tools/-1",
  "/tools/999999",
]) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByTestId("not-found")).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 页面未找到")
  })
}

test("English section labels", async ({ page, request }) => {
  await useLanguage(page, "en")
  const project = await byName(request, "/api/projects", "头部美妆品牌全渠道智能客服升级")
  await page.goto(`/projects/${project.id}`)
  await expect(sectionHeadings(page)).toHaveText([
    "Overview",
    "Challenge",
    "Solution",
    "Results",
    "Implementation team",
    "Key metrics",
    "Technologies",
  ])
})

/**
 * The four public lists against the real server with the demo content: header and breadcrumb,
 * skeleton counts while the first sync is on its way, cards, live case-insensitive search, both
 * empty states, project months and the team "hot" badge.
 */
import { test } from "./app-test.ts"
import { useLanguage } from "../fixtures/language.ts"
import { emptyServer, expect, holdSync, openInApp, slowTestTimeout } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout })

const lists = [
  {
    path: "/employees",
    title: "数字员工",
    card: "employee-card",
    skeletons: 6,
    demo: ["智能客服专员", "电商运营助理", "数据分析师", "HR招聘专员", "IT运维工程师"],
    empty: "未找到匹配的数字员工",
  },
  {
    path: "/teams",
    title: "数字团队",
    card: "team-card",
    skeletons: 3,
    demo: ["热门 · 全渠道客服团队", "电商增长团队", "企业共享服务团队", "智能制造运维团队"],
    empty: "未找到匹配的数字团队",
  },
  {
    path: "/projects",
    title: "项目案例",
    card: "project-card",
    skeletons: 6,
    demo: ["头部美妆品牌全渠道智能客服升级", "城市商业银行费用报销与合同智能审核"],
    empty: "未找到匹配的项目案例",
  },
  {
    path: "/tools",
    title: "AI 工具",
    card: "tool-card",
    skeletons: 8,
    demo: ["智能对话引擎", "数据洞察看板", "集成连接器"],
    empty: "未找到匹配的工具",
  },
] as const

for (const list of lists) {
  test.describe(list.path, () => {
    test(`shows ${list.skeletons} skeleton cards while loading, then the cards`, async ({ page }) => {
      const sync = await holdSync(page)
      await openInApp(page, list.path)
      await expect(page.getByTestId("skeleton-card")).toHaveCount(list.skeletons)
      await sync.release()
      await expect(page.getByTestId("skeleton-card")).toHaveCount(0)
      for (const name of list.demo) {
        await expect(page.getByTestId(list.card).filter({ hasText: name })).toHaveCount(1)
      }
    })

    test("has its title, breadcrumb and document title", async ({ page }) => {
      await page.goto(list.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.title)
      const breadcrumb = page.getByRole("navigation", { name: "面包屑导航" })
      await expect(breadcrumb.getByRole("link", { name: "首页" })).toHaveAttribute("href", "/")
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(list.title)
      await expect(page).toHaveTitle(`${list.title} | 智元数字员工`)
    })

    test("filters live and shows the empty state with a query, then browse all", async ({ page }) => {
      await page.goto(list.path)
      const cards = page.getByTestId(list.card)
      // The first page of every record (twelve cards: the lists page, issue 33), once the pulls have
      // brought what other specs add and remove meanwhile (they share the server): the page's count
      // and the server's, read together until they agree.
      const serverCount = async () =>
        ((await (await page.request.get(`/api${list.path}`)).json()) as unknown[]).length
      const countsAgree = async () => (await cards.count()) === Math.min(12, await serverCount())
      await expect.poll(countsAgree).toBe(true)
      const search = page.getByRole("searchbox")
      await search.fill(list.demo[0].slice(0, 4))
      await expect(cards.filter({ hasText: list.demo[0] })).toHaveCount(1)
      await search.fill("没有这样的名字 zzz")
      await expect(cards).toHaveCount(0)
      const empty = page.getByTestId("empty-state")
      await expect(empty.getByRole("heading")).toHaveText(list.empty)
      await expect(empty).toContainText("尝试其他关键词或浏览全部")
      await empty.getByRole("button", { name: "浏览全部" }).click()
      await expect(search).toHaveValue("")
      await expect.poll(countsAgree).toBe(true)
    })
  })
}

test("search is case-insensitive", async ({ page }) => {
  await page.goto("/employees")
  const search = page.getByRole("searchbox")
  await search.fill("hr招聘")
  await expect(page.getByTestId("employee-card")).toHaveText([/HR招聘专员/])
  await search.fill("it运维")
  await expect(page.getByTestId("employee-card")).toHaveText([/IT运维工程师/])
})

test("project cards show whole 30-day periods since they were created", async ({ page }) => {
  await page.goto("/projects")
  const age = (name: string) =>
    page.getByTestId("project-card").filter({ hasText: name }).getByTestId("project-age")
  // Demo projects are 21, 86 and 152 days old.
  await expect(age("头部美妆品牌全渠道智能客服升级")).toHaveText("本月")
  await expect(age("城市商业银行费用报销与合同智能审核")).toHaveText("2 个月前")
  await expect(age("新消费饮品品牌内容营销自动化")).toHaveText("5 个月前")
})

test("only a team whose name contains 热门 gets the hot badge", async ({ page }) => {
  await page.goto("/teams")
  await expect(page.getByTestId("team-card").first()).toBeVisible()
  const hot = page.getByTestId("team-card").filter({ has: page.getByTestId("hot-badge") })
  await expect(hot).toHaveCount(1)
  await expect(hot.getByRole("heading")).toHaveText("热门 · 全渠道客服团队")
  await expect(hot.getByTestId("hot-badge")).toHaveText("热门")
})

test("English texts", async ({ page }) => {
  await useLanguage(page, "en")
  await page.goto("/teams")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital teams")
  await expect(page).toHaveTitle("Digital teams | Zhiyuan Digital Employees")
  await page.getByRole("searchbox").fill("no such team zzz")
  await expect(page.getByTestId("empty-state")).toContainText("No matching digital teams found")
  await expect(page.getByTestId("empty-state")).toContainText("Try other keywords or browse all")
})

test.describe("with nothing published", () => {
  const showEmptyServer = emptyServer()

  for (const list of lists) {
    test(`${list.path} says none are available yet`, async ({ page }) => {
      await showEmptyServer(page)
      await page.goto(list.path)
      const empty = page.getByTestId("empty-state")
      await expect(empty.getByRole("heading")).toHaveText(list.empty)
      await expect(empty).toContainText("暂无可用内容，请稍后再来查看")
      await expect(empty.getByRole("button", { name: "浏览全部" })).toHaveCount(0)
    })
  }
})

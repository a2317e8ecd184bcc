/**
 * Pages visited once keep working with the network off: the service worker serves the app and the
 * content comes from the device's database, reloads included.
 */
import { test } from "./app-test.ts"
import { expect, slowTestTimeout } from "./pages-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

test.describe.configure({ timeout: slowTestTimeout })

test("lists, details, a blog post and static pages read offline after one visit", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000)
  const employees = (await allRows(request, "/api/employees")) as Array<{
    id: number
    name: string
  }>
  const posts = (await allRows(request, "/api/blog-posts?published=true")) as Array<{
    id: number
    title: string
  }>
  const employee = employees[0]
  // A demo post (other specs create and delete posts of their own meanwhile).
  const post = posts.find((candidate) => candidate.title === "2026 年 AI 智能体的五大技术趋势")
  if (employee === undefined || post === undefined) throw new Error("demo content missing")

  await page.goto("/employees")
  await expect(page.getByTestId("employee-card").first()).toBeVisible()
  // The service worker must control the page before the network goes away.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  const visits = [
    {
      path: "/employees",
      check: () =>
        expect(page.getByTestId("employee-card").filter({ hasText: employee.name })).toHaveCount(1),
    },
    {
      path: `/employees/${employee.id}`,
      check: () => expect(page.getByRole("heading", { level: 1 })).toHaveText(employee.name),
    },
    { path: "/teams", check: () => expect(page.getByTestId("team-card").first()).toBeVisible() },
    {
      path: `/blog/${post.id}`,
      check: () => expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title),
    },
    { path: "/collaboration", check: () => expect(page.getByTestId("collaboration-form")).toBeVisible() },
    { path: "/about", check: () => expect(page.getByRole("heading", { level: 1 })).toHaveText("关于我们") },
  ]
  for (const visit of visits) {
    await page.goto(visit.path)
    await visit.check()
  }

  await context.setOffline(true)
  for (const visit of visits) {
    await test.step(`${visit.path} offline`, async () => {
      await page.goto(visit.path)
      await visit.check()
    })
  }
  // In-app navigation offline too.
  await page.goto("/employees")
  await page.getByTestId("employee-card").filter({ hasText: employee.name }).getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(employee.name)
  await context.setOffline(false)
})

/** axe (WCAG 2.0/2.1/2.2 A and AA) on every content page, in both languages, at phone and desktop widths. */
import { type APIRequestContext } from "@playwright/test"
import { test } from "./app-test.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { useLanguage } from "../fixtures/language.ts"
import { expect, slowTestTimeout } from "./pages-helpers.ts"

// Its tests are independent: parallel, they spread over the workers instead of queueing in one.
test.describe.configure({ mode: "parallel", timeout: slowTestTimeout })

/** The id of the oldest row: demo content, never one another spec creates and deletes meanwhile. */
const firstId = async (request: APIRequestContext, path: string): Promise<number> => {
  const rows = (await (await request.get(path)).json()) as Array<{ id: number }>
  const id = Math.min(...rows.map((row) => row.id))
  if (!Number.isFinite(id)) throw new Error(`${path} is empty`)
  return id
}

/** Each route with the element that says its content has arrived. */
const routes = async (request: APIRequestContext) => [
  { path: "/employees", ready: "employee-card" },
  { path: `/employees/${await firstId(request, "/api/employees")}`, ready: "employee-detail" },
  { path: "/teams", ready: "team-card" },
  { path: `/teams/${await firstId(request, "/api/teams")}`, ready: "team-members" },
  { path: "/projects", ready: "project-card" },
  { path: `/projects/${await firstId(request, "/api/projects")}`, ready: "implementation-teams" },
  { path: "/tools", ready: "tool-card" },
  { path: `/tools/${await firstId(request, "/api/tools")}`, ready: "tool-detail" },
  { path: "/blog", ready: "post-card" },
  { path: `/blog/${await firstId(request, "/api/blog-posts?published=true")}`, ready: "post-content" },
  { path: "/blog/abc", ready: "post-problem" },
  { path: "/collaboration", ready: "collaboration-form" },
  { path: "/contact", ready: "contact-form" },
  { path: "/about", ready: "about-page" },
  { path: "/privacy", ready: "privacy-page" },
  { path: "/terms", ready: "terms-page" },
]

for (const language of ["zh-CN", "en"] as const) {
  for (const width of [390, 1280]) {
    test(`every content page has no axe violations (${language}, ${width}px)`, async ({ page, request }) => {
      test.setTimeout(600_000)
      await page.setViewportSize({ width, height: 900 })
      await useLanguage(page, language)
      for (const route of await routes(request)) {
        await test.step(route.path, async () => {
          await page.goto(route.path)
          await expect(page.getByTestId(route.ready).first()).toBeVisible()
          await expectNoAxeViolations(page)
        })
      }
    })
  }
}

test("the form errors have no axe violations", async ({ page }) => {
  await page.goto("/collaboration")
  await page.getByRole("button", { name: "提交合作申请" }).click()
  await expect(page.getByTestId("error-companyName")).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto("/contact")
  await page.getByRole("button", { name: "发送消息" }).click()
  await expect(page.getByTestId("error-name")).toBeVisible()
  await expectNoAxeViolations(page)
})

/**
 * The collaboration request (validation, online delivery, offline queueing then exactly one delivery,
 * checked through the admin API) and the contact page's details; its form is contact-form.spec.ts.
 */
import { type APIRequestContext } from "@playwright/test"
import { test } from "./app-test.ts"
import { adminApi } from "../fixtures/admin-api.ts"
import { waitForServiceWorker } from "../fixtures/offline.ts"
import { expect, slowTestTimeout, unique } from "./pages-helpers.ts"

test.describe.configure({ timeout: slowTestTimeout })

type Collaboration = { id: number; companyName: string; contactName: string; message: string; status: string }

let api: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? "")
})
test.afterAll(async () => {
  await api.dispose()
})

const requestsFrom = async (companyName: string): Promise<Collaboration[]> => {
  const response = await api.get("/api/collaborations")
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Collaboration[]).filter((row) => row.companyName === companyName)
}

const fillRequest = async (page: import("@playwright/test").Page, companyName: string) => {
  const form = page.getByTestId("collaboration-form")
  await form.getByLabel("公司名称").fill(companyName)
  await form.getByLabel("联系人").fill("王经理")
  await form.getByLabel("电子邮箱").fill("wang@example.com")
  await form.getByLabel("联系电话").fill("13800000000")
  await form.getByLabel("所属行业").fill("零售")
  await form.getByLabel("需求描述").fill("希望为门店客服部署数字员工。")
}

test.describe("collaboration page", () => {
  test("has the header, breadcrumb, four why-us cards, five steps and the form's labels", async ({
    page,
  }) => {
    await page.goto("/collaboration")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("企业定制合作")
    await expect(page).toHaveTitle("企业定制合作 | 智元数字员工")
    await expect(
      page.getByRole("navigation", { name: "面包屑导航" }).locator('[aria-current="page"]'),
    ).toHaveText("企业合作")
    await expect(page.getByTestId("why-card").getByRole("heading")).toHaveText([
      "定制化解决方案",
      "无缝集成",
      "持续优化",
      "全面支持",
    ])
    await expect(page.getByTestId("process-step").getByRole("heading")).toHaveText([
      "需求分析",
      "方案设计",
      "开发实施",
      "培训支持",
      "持续优化",
    ])
    const form = page.getByTestId("collaboration-form")
    for (const label of ["公司名称", "联系人", "电子邮箱", "联系电话", "所属行业", "需求描述"]) {
      await expect(form.getByLabel(label)).toHaveValue("")
    }
    await expect(form.getByLabel("需求描述")).toHaveAttribute("rows", "4")
  })

  test("bad input gets the spec's messages and sends nothing", async ({ page }) => {
    const companyName = unique("校验公司")
    await page.goto("/collaboration")
    const form = page.getByTestId("collaboration-form")
    await form.getByRole("button", { name: "提交合作申请" }).click()
    await expect(form.getByTestId("error-companyName")).toHaveText("此项为必填项")
    await expect(form.getByTestId("error-message")).toHaveText("此项为必填项")
    await expect(form.getByLabel("公司名称")).toBeFocused()

    await fillRequest(page, companyName)
    await form.getByLabel("电子邮箱").fill("not-an-email")
    await form.getByLabel("联系电话").fill("1234")
    await form.getByRole("button", { name: "提交合作申请" }).click()
    await expect(form.getByTestId("error-email")).toHaveText("请输入有效的邮箱地址")
    await expect(form.getByTestId("error-phone")).toHaveText("请输入有效的电话号码")
    await expect(form.getByTestId("error-companyName")).toHaveCount(0)
    await expect(page.getByTestId("collaboration-success")).toHaveCount(0)
    expect(await requestsFrom(companyName)).toHaveLength(0)
  })

  test("online: submitting..., then the success view and toast; the server has it once", async ({ page }) => {
    const companyName = unique("在线公司")
    await page.goto("/collaboration")
    await fillRequest(page, companyName)
    // Hold the request so the pending button can be seen.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/collaborations", async (route) => {
      await held
      await route.continue()
    })
    const form = page.getByTestId("collaboration-form")
    await form.getByRole("button", { name: "提交合作申请" }).click()
    const pending = form.getByRole("button", { name: "提交中..." })
    await expect(pending).toBeDisabled()
    release()

    const success = page.getByTestId("collaboration-success")
    await expect(success).toContainText("提交成功")
    await expect(success).toContainText("1-2 个工作日内")
    await expect(page.getByTestId("toast")).toContainText("提交成功")
    const stored = await requestsFrom(companyName)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ contactName: "王经理", status: "new" })
    expect(stored[0]?.message).toContain("零售")
    expect(stored[0]?.message).toContain("希望为门店客服部署数字员工。")

    await success.getByRole("button", { name: "提交新的请求" }).click()
    await expect(page.getByTestId("collaboration-form").getByLabel("公司名称")).toHaveValue("")
  })

  test("sent from the keyboard: the focus moves to the success view's heading, not to the page", async ({
    page,
  }) => {
    const companyName = unique("键盘公司")
    await page.goto("/collaboration")
    await fillRequest(page, companyName)
    await page.getByTestId("collaboration-form").getByRole("button", { name: "提交合作申请" }).focus()
    await page.keyboard.press("Enter")
    const heading = page.getByTestId("collaboration-success").getByRole("heading", { name: "提交成功" })
    await expect(heading).toBeFocused()
  })

  test("offline: saved and queued, then delivered exactly once when back online", async ({
    page,
    context,
  }) => {
    const companyName = unique("离线公司")
    await page.goto("/collaboration")
    await expect(page.getByTestId("collaboration-form")).toBeVisible()
    // A visitor offline has the app from the service worker: the toasts' code, loaded after the first
    // paint, comes from its precache (without it, going offline that early leaves no toast region).
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await fillRequest(page, companyName)
    await page.getByRole("button", { name: "提交合作申请" }).click()

    const queued = page.getByTestId("collaboration-queued")
    await expect(queued).toContainText("已保存，将在您恢复联网后发送。")
    await expect(page.getByTestId("toast")).toContainText("已保存，将在您恢复联网后发送")
    expect(await requestsFrom(companyName)).toHaveLength(0)

    await context.setOffline(false)
    await expect(page.getByTestId("collaboration-success")).toContainText("提交成功", { timeout: 30_000 })
    await expect(page.getByTestId("toast")).toContainText("提交成功")
    await expect.poll(async () => (await requestsFrom(companyName)).length).toBe(1)

    // A reload replays nothing: the outbox is empty and the server still holds one request.
    await page.reload()
    await expect(page.getByTestId("collaboration-form")).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(await requestsFrom(companyName)).toHaveLength(1)
  })

  test("English labels and messages", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "en"))
    await page.goto("/collaboration")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enterprise custom collaboration")
    const form = page.getByTestId("collaboration-form")
    await form.getByLabel("Email").fill("nope")
    await form.getByLabel("Phone").fill("12")
    await form.getByRole("button", { name: "Submit request" }).click()
    await expect(form.getByTestId("error-email")).toHaveText("Please enter a valid email address")
    await expect(form.getByTestId("error-phone")).toHaveText("Please enter a valid phone number")
  })

  test("the bot check: a trap field nobody meets, and the request carries the time spent in the form", async ({
    page,
  }) => {
    const companyName = unique("计时公司")
    await page.goto("/collaboration")
    const form = page.getByTestId("collaboration-form")
    const trap = form.locator('input[name="website"]')
    // Off-screen, out of the tab order and out of the accessibility tree.
    await expect(trap).toHaveAttribute("tabindex", "-1")
    await expect(trap).not.toBeInViewport()
    expect(await form.ariaSnapshot()).not.toContain("请勿填写此项")
    await form.getByLabel("需求描述").focus()
    await page.keyboard.press("Tab")
    await expect(form.getByRole("button", { name: "提交合作申请" })).toBeFocused()

    await fillRequest(page, companyName)
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/collaborations"),
    )
    await form.getByRole("button", { name: "提交合作申请" }).click()
    const body = (await posted).postDataJSON() as Record<string, unknown>
    expect(body).not.toHaveProperty("website")
    expect(Number.isInteger(body.filledInMs) && (body.filledInMs as number) > 0).toBe(true)
    await expect(page.getByTestId("collaboration-success")).toContainText("提交成功")
    const [stored] = await requestsFrom(companyName)
    expect(stored).toBeDefined()
    expect(stored).not.toHaveProperty("filledInMs")
  })
})

test.describe("contact page", () => {
  test("shows the details, opening hours and location", async ({ page }) => {
    await page.goto("/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("联系我们")
    await expect(page.getByTestId("contact-details")).toContainText("contact@example.com")
    const hours = page.getByTestId("opening-hours")
    await expect(hours).toContainText("周一至周五9:00–18:00")
    await expect(hours).toContainText("周六10:00–16:00")
    await expect(hours).toContainText("周日休息")
    await expect(page.getByTestId("location").getByRole("img")).toBeVisible()
  })
})

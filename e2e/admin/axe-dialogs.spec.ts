/**
 * axe on every dialog of the back office that axe.spec.ts does not open: each entity's edit dialog,
 * a create form showing its validation messages, the delete confirmation, and the dialogs of the
 * offline flow (sync panel with a pending edit and with a conflict, the conflict resolution view,
 * the logout-with-pending-edits question, the session-expired login dialog), in both languages.
 */
import { type Page, expect, test } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import {
  admin,
  closeToast,
  fillLogin,
  loginAsAdmin,
  recordToasts,
  row,
  setEnglish,
  unique,
  waitForSynced,
} from "./admin-helpers.ts"

const entityScreens = ["employees", "teams", "projects", "tools", "blog"] as const

const checked = async (page: Page, what: string) => {
  await test.step(`axe: ${what}`, () => expectNoAxeViolations(page))
}

for (const language of ["zh-CN", "en"] as const) {
  test(`axe: every entity's edit dialog, a create form with its errors and the delete confirmation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    if (language === "en") await setEnglish(page)
    await loginAsAdmin(page)
    await closeToast(page)
    for (const screen of entityScreens) {
      await page.goto(`/systemadmin/${screen}`)
      await expect(page.getByTestId("skeleton-row")).toHaveCount(0)
      // A demo row, which no other spec deletes: the lowest id, or for the blog (newest first) the oldest post.
      const rows = page.getByTestId("admin-row")
      const demoRow = screen === "blog" ? rows.last() : rows.first()
      await demoRow.getByRole("button", { name: /^(编辑|Edit) / }).click()
      await expect(page.getByRole("dialog")).toBeVisible()
      await checked(page, `${screen} edit dialog`)
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog")).toHaveCount(0)
    }
    // An empty create form, submitted: every required field shows its message.
    await page.goto("/systemadmin/employees")
    await page.getByRole("button", { name: /^(添加员工|Add employee)$/ }).click()
    const create = page.getByRole("dialog")
    await create.getByRole("button", { name: /^(创建|Create)$/ }).click()
    await expect(create.locator("[aria-invalid=true]").first()).toBeVisible()
    await checked(page, "create dialog with validation messages")
    await create.getByRole("button", { name: /^(取消|Cancel)$/ }).click()
    await expect(create).toHaveCount(0)
    await page
      .getByTestId("admin-row")
      .first()
      .getByRole("button", { name: /^(删除|Delete) / })
      .click()
    await expect(page.getByRole("alertdialog")).toBeVisible()
    await checked(page, "delete confirmation")
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^(取消|Cancel)$/ })
      .click()
  })

  test(`axe: the sync panel (pending, conflict, resolution), the logout question and the session-expired login (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    if (language === "en") await setEnglish(page)
    const name = unique("Axe employee")
    const api = await adminApi(baseURL!)
    const created = await api.post("/api/employees", {
      data: {
        name,
        image: "/demo/fallback-employee.svg",
        profession: "Before",
        description: "Accessibility check",
        useCases: "axe",
      },
    })
    expect(created.ok()).toBe(true)
    const { id } = (await created.json()) as { id: number }
    try {
      await loginAsAdmin(page, "/systemadmin/employees")
      await closeToast(page)
      await expect(row(page, name)).toBeVisible({ timeout: 20_000 })

      const editProfession = async (value: string) => {
        await row(page, name)
          .getByRole("button", { name: /^(编辑|Edit) / })
          .click()
        const dialog = page.getByRole("dialog")
        await dialog.getByLabel(/^(职业|Profession)$/).fill(value)
        await dialog.getByRole("button", { name: /^(保存|Save)$/ }).click()
        await expect(dialog).toHaveCount(0)
        await expect(row(page, name).getByTestId("sync-marker")).toBeVisible()
        await closeToast(page)
      }

      // Offline: an edit waits in the outbox.
      await context.setOffline(true)
      await editProfession("Mine")
      await page.getByTestId("sync-indicator").click()
      await expect(page.getByRole("dialog").getByTestId("sync-entry")).toHaveAttribute(
        "data-state",
        "pending",
      )
      await checked(page, "sync panel with a pending edit")
      await page.keyboard.press("Escape")
      await page.getByTestId("logout-button").click()
      // By its name: the offline save's toast ("saved on this device") is an alertdialog too, and may
      // still be up.
      const logoutQuestion = page.getByRole("alertdialog", {
        name: /^(还有未发送的修改|Edits not sent yet)$/,
      })
      await expect(logoutQuestion).toBeVisible()
      await checked(page, "logout with pending edits")
      await logoutQuestion.getByRole("button", { name: /^(取消|Cancel)$/ }).click()
      await expect(logoutQuestion).toHaveCount(0)

      // Meanwhile the same field changes on the server: back online, the edit is a conflict.
      expect((await api.patch(`/api/employees/${id}`, { data: { profession: "Theirs" } })).ok()).toBe(true)
      await context.setOffline(false)
      await expect(row(page, name).getByTestId("sync-marker")).toHaveAttribute(
        "data-sync-state",
        "conflict",
        {
          timeout: 20_000,
        },
      )
      await page.getByTestId("sync-indicator").click()
      const panel = page.getByRole("dialog")
      await expect(panel.getByTestId("conflict-summary")).toContainText("Theirs")
      await checked(page, "sync panel with a conflict")
      await panel.getByRole("button", { name: /^(解决冲突|Resolve conflict)$/ }).click()
      await expect(panel.getByTestId("conflict-view")).toBeVisible()
      await checked(page, "conflict resolution view")
      await panel.getByRole("button", { name: /^(保留我的|Keep mine)$/ }).click()
      await expect(panel.getByTestId("conflict-view")).toHaveCount(0)
      await panel.getByRole("button", { name: /^(关闭|Close)$/ }).click()
      await expect(panel).toHaveCount(0)
      await waitForSynced(page)

      // The session ends while an edit waits: the login dialog opens over the page.
      await context.setOffline(true)
      await editProfession("After expiry")
      await context.clearCookies()
      await context.setOffline(false)
      await expect(page.getByTestId("login-form").last()).toBeVisible({ timeout: 20_000 })
      await expect(page.getByTestId("captcha-image").last()).toBeVisible()
      await checked(page, "session-expired login dialog")
      // The waiting edit's "updated" may replace "signed in" at once (the outbox drains).
      const toastsSeen = await recordToasts(page)
      await fillLogin(page, admin)
      await expect
        .poll(toastsSeen, { timeout: 20_000 })
        .toEqual(expect.arrayContaining([expect.stringMatching(/登录成功|Login successful/)]))
      await closeToast(page)
      await waitForSynced(page)
    } finally {
      await api.delete(`/api/employees/${id}`)
      await api.dispose()
    }
  })
}

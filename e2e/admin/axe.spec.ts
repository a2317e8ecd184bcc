import { type Page, expect, test } from "@playwright/test"
import { axeViolations } from "../fixtures/axe.ts"
import { loginAsAdmin, sendCollaboration, setEnglish } from "./admin-helpers.ts"

const expectNoViolations = async (page: Page, what: string) => {
  const violations = await axeViolations(page)
  expect(violations, `${what}: ${violations.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(", ")}`).toEqual(
    [],
  )
}

/** Screen path, then the name of the button that opens its dialog (if any). */
const screens: ReadonlyArray<[string, RegExp | null]> = [
  ["/systemadmin", null],
  ["/systemadmin/employees", /^(添加员工|Add employee)$/],
  ["/systemadmin/teams", /^(添加团队|Add team)$/],
  ["/systemadmin/projects", /^(添加项目|Add project)$/],
  ["/systemadmin/tools", /^(添加工具|Add tool)$/],
  ["/systemadmin/blog", /^(写文章|New post)$/],
  ["/systemadmin/collaborations", null],
  ["/systemadmin/settings", null],
]

for (const language of ["zh-CN", "en"] as const) {
  test(`axe: the login page, every admin screen and its create dialog have no violations (${language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    if (language === "en") await setEnglish(page)
    await page.goto("/systemadmin/login")
    await expect(page.getByTestId("captcha-image")).toBeVisible()
    await expectNoViolations(page, "login")
    await loginAsAdmin(page)
    for (const [path, opener] of screens) {
      await page.goto(path)
      await expect(page.locator("main h1").first()).toBeVisible()
      await expect(page.getByTestId("skeleton-row")).toHaveCount(0)
      await expectNoViolations(page, path)
      if (opener) {
        await page.getByRole("button", { name: opener }).click()
        await expect(page.getByRole("dialog")).toBeVisible()
        await expectNoViolations(page, `${path} dialog`)
        await page.keyboard.press("Escape")
      }
    }
  })

  test(`axe: the other dialogs, the about tab, the sync panel and the phone drawer have no violations (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    if (language === "en") await setEnglish(page)
    await sendCollaboration(page, "Axe Co")
    await loginAsAdmin(page, "/systemadmin/collaborations")
    await page
      .getByTestId("admin-row")
      .first()
      .getByRole("button", { name: /^(查看|View) / })
      .click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expectNoViolations(page, "collaboration dialog")
    await page.keyboard.press("Escape")
    await page
      .getByTestId("admin-row")
      .first()
      .getByRole("button", { name: /^(删除|Delete) / })
      .click()
    await expect(page.getByRole("alertdialog")).toBeVisible()
    await expectNoViolations(page, "confirm dialog")
    await page.keyboard.press("Escape")
    await page.goto("/systemadmin/settings")
    await page.getByRole("tab", { name: /关于系统|About system/ }).click()
    await expectNoViolations(page, "settings about")
    await page.getByTestId("sync-indicator").click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expectNoViolations(page, "sync panel")
    await page.keyboard.press("Escape")
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole("button", { name: /打开菜单|Open menu/ }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expectNoViolations(page, "mobile drawer")
  })
}

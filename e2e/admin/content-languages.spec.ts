/**
 * The back office edits both languages in one dialog (issue 17): the 中文/English switch shows the
 * English twins in place of the Chinese fields; an edit made online and one made offline both reach
 * the server, and the public English page shows the new English text after sync.
 */
import { type Locator, type Page, expect, test } from "@playwright/test"
import { expectToast, loginAsAdmin, row, unique, waitForSynced } from "./admin-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

const serverEmployee = async (page: Page, name: string) => {
  const employees = (await allRows(page.request, "/api/employees")) as Array<{
    id: number
    name: string
    nameEn: string
    descriptionEn: string
  }>
  return employees.find((employee) => employee.name === name)
}

/** Picks a language on the form's switch as a person does: by its label. */
const showLanguage = async (dialog: Locator, language: "中文" | "English") => {
  await dialog.getByTestId("content-language-switch").getByText(language, { exact: true }).click()
  await expect(dialog.getByRole("radio", { name: language })).toBeChecked()
}

const englishPageHeading = async (page: Page, id: number) => {
  const reader = await page.context().newPage()
  await reader.goto(`/en/employees/${id}`)
  const heading = reader.getByRole("heading", { level: 1 })
  return { reader, heading }
}

test("an employee's English texts are edited in the same dialog, online and offline, and reach the English page", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const name = unique("双语员工")
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("button", { name: "添加员工" }).click()
  const create = page.getByRole("dialog", { name: "添加数字员工" })
  await create.getByLabel("名称").fill(name)
  await create.getByLabel("图片").fill("/demo/fallback-employee.svg")
  await create.getByLabel("职业").fill("双语测试")
  await create.getByLabel("描述").fill("会说两种语言的员工")
  await create.getByLabel("使用场景").fill("翻译, 校对")
  // The English side of the same form: the twins replace the Chinese fields, with the Chinese as reference.
  await showLanguage(create, "English")
  await expect(create.getByLabel("名称", { exact: true })).toHaveCount(0)
  await expect(create.getByText(`中文：${name}`)).toBeVisible()
  await create.getByLabel("名称（英文）").fill("Bilingual Agent")
  await create.getByLabel("描述（英文）").fill("An employee who speaks two languages")
  // An over-long English text is refused on its field, in the interface's language; nothing is sent.
  await create.getByLabel("职业（英文）").fill("x".repeat(201))
  await create.getByRole("button", { name: "创建" }).click()
  await expect(create.getByText("内容过长")).toBeVisible()
  expect(await serverEmployee(page, name)).toBeUndefined()
  await create.getByLabel("职业（英文）").fill("Bilingual testing")
  await create.getByRole("button", { name: "创建" }).click()
  await expectToast(page, "员工已创建")
  await waitForSynced(page)

  const created = await serverEmployee(page, name)
  expect(created).toMatchObject({
    nameEn: "Bilingual Agent",
    descriptionEn: "An employee who speaks two languages",
  })
  const first = await englishPageHeading(page, created?.id ?? 0)
  await expect(first.heading).toHaveText("Bilingual Agent")
  await first.reader.close()

  // Offline: the English edit is saved on the device and sent when the network is back.
  await context.setOffline(true)
  await row(page, name)
    .getByRole("button", { name: `编辑 ${name}` })
    .click()
  const edit = page.getByRole("dialog", { name: "编辑数字员工" })
  await showLanguage(edit, "English")
  await expect(edit.getByLabel("名称（英文）")).toHaveValue("Bilingual Agent")
  await edit.getByLabel("名称（英文）").fill("Bilingual Agent, edited offline")
  await edit.getByRole("button", { name: "保存" }).click()
  // Offline: kept on the device, not "updated" until the server has it (issue 28, item 8).
  await expectToast(page, "已保存在本设备", "恢复网络后会自动发送到服务器。")
  await expect(row(page, name).getByTestId("sync-marker")).toBeVisible()
  await context.setOffline(false)
  await waitForSynced(page)

  expect(await serverEmployee(page, name)).toMatchObject({ nameEn: "Bilingual Agent, edited offline" })
  const second = await englishPageHeading(page, created?.id ?? 0)
  await expect(second.heading).toHaveText("Bilingual Agent, edited offline")
  await second.reader.close()

  // The admin search finds the row by its English name too.
  await page.getByRole("searchbox").fill("edited offline")
  await expect(page.getByTestId("admin-row")).toHaveCount(1)
  await expect(row(page, name)).toHaveCount(1)
})

/**
 * Translation status in the back office (issue 31, item 3): after the Chinese of a tool changes, its
 * English says "needs updating" in the dialog (with the Chinese now beside it), the list's filter and
 * the dashboard find it, rewriting the English or marking it checked brings it back, and the English
 * page shows the English that exists all along. The settings' texts: translation-status-settings.spec.ts.
 */
import { type Locator, type Page, expect, test } from "@playwright/test"
import { expectToast, loginAsAdmin, row, setEnglish, unique, waitForSynced } from "./admin-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"

const showLanguage = async (dialog: Locator, language: "中文" | "English") => {
  await dialog.getByTestId("content-language-switch").getByText(language, { exact: true }).click()
  await expect(dialog.getByRole("radio", { name: language })).toBeChecked()
}

const serverTool = async (page: Page, name: string) =>
  ((await allRows(page.request, "/api/tools")) as Array<{ id: number; name: string; nameEn: string }>).find(
    (tool) => tool.name === name || tool.name.startsWith(name),
  )

test("a tool's English falls behind its Chinese: the dialog, the filter and the dashboard say so until it is updated or checked", async ({
  page,
}) => {
  test.setTimeout(150_000)
  await setEnglish(page)
  const name = unique("翻译工具")
  await loginAsAdmin(page, "/systemadmin/tools")
  await page.getByRole("button", { name: "Add tool" }).click()
  const create = page.getByRole("dialog", { name: "Add tool" })
  await create.getByLabel("Tool name", { exact: true }).fill(name)
  await create.getByLabel("Description", { exact: true }).fill("中文描述")
  await showLanguage(create, "English")
  await create.getByLabel("Tool name (English)", { exact: true }).fill("Translation tool")
  await create.getByLabel("Description (English)", { exact: true }).fill("An English description")
  await create.getByRole("button", { name: "Create" }).click()
  await expectToast(page, "Tool created")
  await waitForSynced(page)

  const edit = async () => {
    await row(page, name)
      .getByRole("button", { name: new RegExp(`^Edit ${name}`) })
      .click()
    return page.getByRole("dialog", { name: "Edit tool" })
  }
  // Nothing behind yet: no note, no count, the filter leaves the tool out.
  let dialog = await edit()
  await expect(dialog.getByTestId("stale-english-count")).toHaveCount(0)
  await dialog.getByLabel("Tool name", { exact: true }).fill(`${name} 新版`)
  await dialog.getByLabel("Description", { exact: true }).fill("新的中文描述")
  await dialog.getByRole("button", { name: "Save" }).click()
  await expectToast(page, "Tool updated")

  // Both English texts are behind, on this device at once (before the server answers) and after.
  dialog = await edit()
  await expect(dialog.getByTestId("stale-english-count")).toHaveText(/^2/)
  await showLanguage(dialog, "English")
  const notes = dialog.getByTestId("stale-english")
  await expect(notes).toHaveCount(2)
  await expect(notes.first()).toContainText("English needs updating")
  await expect(notes.first()).toContainText(`Chinese now: ${name} 新版`)
  await expect(notes.nth(1)).toContainText("Chinese now: 新的中文描述")
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await waitForSynced(page)

  await page.getByLabel("Translation status").selectOption("stale")
  await expect(row(page, name)).toHaveCount(1)
  await expect(page.getByTestId("admin-row").filter({ hasText: "翻译工具" })).toHaveCount(1)

  // The English page shows the English that exists, not marked as a fallback.
  const tool = await serverTool(page, name)
  const reader = await page.context().newPage()
  await reader.goto(`/en/tools/${tool?.id}`)
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Translation tool")
  await reader.close()

  // The dashboard counts it and links to the filtered list.
  await page.getByRole("link", { name: "Dashboard" }).first().click()
  const card = page.getByTestId("translation-card")
  await expect(card).toContainText("English needs updating")
  await card.getByRole("link", { name: /^AI tools: \d+$/ }).click()
  await expect(page).toHaveURL(/\/systemadmin\/tools\?translation=stale$/)
  await expect(page.getByLabel("Translation status")).toHaveValue("stale")
  await expect(row(page, name)).toHaveCount(1)

  // The name rewritten, the description checked as it is: nothing behind, the filter leaves it out.
  dialog = await edit()
  await showLanguage(dialog, "English")
  await dialog.getByLabel("Tool name (English)", { exact: true }).fill("Translation tool, new edition")
  await expect(dialog.getByTestId("stale-english")).toHaveCount(1)
  await dialog.getByTestId("stale-english").getByRole("button", { name: "Mark as checked" }).click()
  await expect(dialog.getByTestId("stale-english")).toHaveCount(0)
  await expect(dialog.getByTestId("stale-english-count")).toHaveCount(0)
  await dialog.getByRole("button", { name: "Save" }).click()
  await expectToast(page, "Tool updated")
  await waitForSynced(page)
  await expect(row(page, name)).toHaveCount(0)
  const after = await serverTool(page, name)
  expect(after).toMatchObject({ id: tool?.id, nameEn: "Translation tool, new edition", englishBasis: {} })
  expect(after).toMatchObject({ descriptionEn: "An English description" })
})

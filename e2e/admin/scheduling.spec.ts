import { type Page, expect, test } from "@playwright/test"
import { expectToast, loginAsAdmin, row, setEnglish, unique, waitForSynced } from "./admin-helpers.ts"

// Scheduled publishing in the back office (issue 31): times picked in the site's zone (Asia/Shanghai,
// GMT+8), shown in the reader's language in the list and on the dashboard; an unpublish before its
// publish and a time already past are caught before anything is queued. The server carrying a
// schedule out at its minute is sync-server/schedule/scheduler.test.ts (a fake clock on both engines).

/** A new draft post, through the dialog (English), delivered. */
const createDraft = async (page: Page, title: string) => {
  await page.getByRole("button", { name: "New post" }).click()
  const create = page.getByRole("dialog", { name: "New blog post" })
  await create.getByLabel("Title", { exact: true }).fill(title)
  await create.getByLabel("Cover image").fill("/demo/fallback-blog.svg")
  await create.getByLabel("Summary", { exact: true }).fill("A launch post prepared on Friday")
  await create.getByLabel("Content (Markdown)", { exact: true }).fill("# Launch\n\nMonday at 9:00")
  await create.getByRole("button", { name: "Create" }).click()
  await expectToast(page, "Blog post created")
  await waitForSynced(page)
}

/** A wall-clock time a year from now in Shanghai, on the hour: always still to come. */
const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-01T09:00`

test("scheduling a post in English: the list, the filter and the dashboard say when; a past time publishes at once after a confirmation", async ({
  page,
}) => {
  test.setTimeout(150_000)
  await setEnglish(page)
  const title = unique("Scheduled post")
  await loginAsAdmin(page, "/systemadmin/blog")
  await createDraft(page, title)

  const publishAt = nextYear()
  const edit = async () => {
    await row(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click()
    return page.getByRole("dialog", { name: "Edit blog post" })
  }
  let dialog = await edit()
  await expect(dialog.getByText("China Standard Time, Asia/Shanghai").first()).toBeVisible()
  await dialog.getByLabel("Publish at (optional)", { exact: true }).fill(publishAt)
  // An unpublish at the same minute is refused on its field, nothing queued.
  await dialog.getByLabel("Unpublish at (optional)").fill(publishAt)
  await dialog.getByRole("button", { name: "Save" }).click()
  await expect(dialog.getByText("The time to unpublish must be after the time to publish")).toBeVisible()
  await dialog.getByLabel("Unpublish at (optional)").fill("")
  await dialog.getByRole("button", { name: "Save" }).click()
  await expectToast(page, "Blog post updated")
  const when = `${publishAt.replace("T", " ")} GMT+8`
  await expect(row(page, title).getByTestId("schedule-note")).toHaveText(`Publishes ${when}`)
  await expect(row(page, title)).toContainText("Draft")
  await waitForSynced(page)

  await page.getByLabel("Publish filter").selectOption("scheduled")
  await expect(row(page, title)).toHaveCount(1)
  await page.getByLabel("Publish filter").selectOption("all")

  await page.getByRole("link", { name: "Dashboard" }).first().click()
  const card = page.getByTestId("scheduled-card")
  await expect(card.getByTestId("scheduled-item").filter({ hasText: title })).toContainText(
    `Publishes ${when}`,
  )
  await page.goto("/systemadmin/blog")

  // A time already past: asked first; cancelling keeps the dialog and queues nothing.
  dialog = await edit()
  await expect(dialog.getByLabel("Publish at (optional)", { exact: true })).toHaveValue(publishAt)
  await dialog.getByLabel("Publish at (optional)", { exact: true }).fill("2026-01-05T09:00")
  await dialog.getByRole("button", { name: "Save" }).click()
  const confirm = page.getByRole("alertdialog", { name: "This time has passed" })
  await expect(confirm).toContainText("saving publishes it now")
  await confirm.getByRole("button", { name: "Cancel" }).click()
  await expect(confirm).toHaveCount(0)
  await expect(row(page, title).getByTestId("schedule-note")).toHaveText(`Publishes ${when}`)
  await dialog.getByRole("button", { name: "Save" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Save and do it now" }).click()
  // One toast, saying what happened instead of "updated".
  await expectToast(page, `“${title}” was published at once`, "Its scheduled time had passed")
  await expect(row(page, title)).toContainText("Published")
  await expect(row(page, title).getByTestId("schedule-note")).toHaveCount(0)
  await expect(row(page, title).getByRole("link", { name: `View ${title}` })).toHaveCount(1)
})

test("scheduling a project in Chinese: an unpublish time reads in Chinese in the list", async ({ page }) => {
  test.setTimeout(120_000)
  await loginAsAdmin(page, "/systemadmin/projects")
  const first = page.getByTestId("admin-row").first()
  const name = (await first.getByRole("button", { name: /^编辑 / }).getAttribute("aria-label"))?.replace(
    /^编辑 /,
    "",
  )
  expect(name).toBeTruthy()
  await first.getByRole("button", { name: /^编辑 / }).click()
  const dialog = page.getByRole("dialog", { name: "编辑项目" })
  await expect(dialog.getByText("中国标准时间，Asia/Shanghai").first()).toBeVisible()
  const unpublishAt = nextYear()
  await dialog.getByLabel("定时下线（可选）").fill(unpublishAt)
  await dialog.getByRole("button", { name: "保存" }).click()
  await expectToast(page, "项目已更新")
  const [year, month, day] = unpublishAt.slice(0, 10).split("-").map(Number)
  await expect(row(page, name as string).getByTestId("schedule-note")).toHaveText(
    `将于 ${year}年${month}月${day}日 09:00 GMT+8 下线`,
  )
  await waitForSynced(page)
  // Cleared again: nothing scheduled, nothing shown.
  await row(page, name as string)
    .getByRole("button", { name: `编辑 ${name}` })
    .click()
  await expect(dialog.getByLabel("定时下线（可选）")).toHaveValue(unpublishAt)
  await dialog.getByLabel("定时下线（可选）").fill("")
  await dialog.getByRole("button", { name: "保存" }).click()
  await expectToast(page, "项目已更新")
  await expect(row(page, name as string).getByTestId("schedule-note")).toHaveCount(0)
  await waitForSynced(page)
})

test("a schedule set offline that reaches the server after its time publishes at once, and says so", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await setEnglish(page)
  await loginAsAdmin(page, "/systemadmin/blog")
  const title = unique("Offline schedule")
  await createDraft(page, title)

  await context.setOffline(true)
  // The next minute in Shanghai (GMT+8, no summer time): still to come when saved, past when delivered.
  const dueMs = (Math.floor(Date.now() / 60_000) + 1) * 60_000
  const wallClock = new Date(dueMs + 8 * 60 * 60_000).toISOString().slice(0, 16)
  await row(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click()
  const dialog = page.getByRole("dialog", { name: "Edit blog post" })
  await dialog.getByLabel("Publish at (optional)", { exact: true }).fill(wallClock)
  await dialog.getByRole("button", { name: "Save" }).click()
  await expectToast(page, "Saved on this device")
  await expect(row(page, title).getByTestId("schedule-note")).toContainText("Publishes")

  // Back online only once the time has passed: the server publishes in the same write.
  await expect.poll(() => Date.now() > dueMs + 1_000, { timeout: 75_000, intervals: [1_000] }).toBe(true)
  await context.setOffline(false)
  await expectToast(page, `“${title}” was published at once`)
  await expect(row(page, title)).toContainText("Published")
  await expect(row(page, title).getByTestId("schedule-note")).toHaveCount(0)
  await waitForSynced(page)
})

/**
 * The inbox's CSV export (issue 28, item 11): the requests the inbox shows with its search and
 * status filter, every one of them, as UTF-8 with a byte-order mark (spreadsheets read the Chinese),
 * headings in the person's language, and a visitor's formula kept as text.
 */
import { readFile } from "node:fs/promises"
import { expect, test } from "@playwright/test"
import { expectToast, loginAsAdmin, row, sendCollaboration, setEnglish, unique } from "./admin-helpers.ts"

test("the filtered inbox exports as a CSV file a spreadsheet opens as it is", async ({ page }) => {
  const marker = unique("导出标记")
  const plain = await sendCollaboration(page, "导出公司", `${marker} 需要客服数字员工，谢谢`)
  const hostile = await sendCollaboration(page, '=HYPERLINK("http://evil.example")', `${marker} "引号", 逗号`)
  await sendCollaboration(page, "不相关的公司", "与本次导出无关")

  await loginAsAdmin(page, "/systemadmin/collaborations")
  await page.getByRole("searchbox").fill(marker)
  await expect(row(page, plain)).toBeVisible()
  await expect(page.getByTestId("admin-row")).toHaveCount(2)

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "导出 CSV" }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  await expectToast(page, "已导出 2 条请求")
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString("utf8").slice(1).split("\r\n")
  expect(lines[0]).toBe("类型,公司名称,主题,联系人,邮箱,电话,需求描述,状态,提交时间")
  expect(lines).toHaveLength(4)
  // Newest first, as the inbox lists them; the formula is text, the quotes and comma are quoted.
  expect(lines[1]).toMatch(new RegExp(`^合作请求,"'=HYPERLINK\\(""http://evil.example""\\) `))
  expect(lines[1]).toContain(`,"${marker} ""引号"", 逗号",新请求,`)
  expect(lines[2]).toMatch(
    new RegExp(
      `^合作请求,${plain},,测试联系人,e2e@example.com,13800000000,${marker} 需要客服数字员工，谢谢,新请求,\\d{4}-`,
    ),
  )
  expect(hostile.startsWith("=")).toBe(true)

  // The status filter narrows the export the same way: no request of the marker is completed.
  await page.getByLabel("状态筛选").selectOption("completed")
  const [empty] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "导出 CSV" }).click(),
  ])
  expect((await readFile(await empty.path())).toString("utf8").slice(1).split("\r\n")).toHaveLength(2)
})

test("in English the headings and statuses are English", async ({ page }) => {
  const marker = unique("export")
  await sendCollaboration(page, "Export Ltd", `${marker} English export`)
  await setEnglish(page)
  await loginAsAdmin(page, "/systemadmin/collaborations")
  await page.getByRole("searchbox").fill(marker)
  await expect(page.getByTestId("admin-row")).toHaveCount(1)
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ])
  await expectToast(page, "1 request exported")
  const lines = (await readFile(await download.path())).toString("utf8").slice(1).split("\r\n")
  expect(lines[0]).toBe(
    "Kind,Company name,Subject,Contact person,Email,Phone,Requirement description,Status,Submitted",
  )
  expect(lines[1]).toContain(",New request,")
})

/**
 * The back office's lists follow edits made elsewhere in place (issue 30, item 5): with the tools list
 * open, a tool created, renamed and deleted by another session appears, changes and goes within
 * seconds (the change stream, not the 3-minute pull), without a reload and keeping the search typed.
 */
import { type APIRequestContext, expect, test } from "@playwright/test"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { baseUrlOf, e2ePort } from "../fixtures/servers.ts"
import { loginAsAdmin, row, unique } from "./admin-helpers.ts"

let otherSession: APIRequestContext

test.beforeAll(async () => {
  otherSession = await signedInApi(baseUrlOf(e2ePort))
})

test.afterAll(async () => {
  await otherSession.dispose()
})

test("a tool created, renamed and deleted in another session appears, changes and goes in the open list", async ({
  page,
}) => {
  const prefix = unique("实时列表")
  await loginAsAdmin(page, "/systemadmin/tools")
  const search = page.getByRole("searchbox")
  await search.fill(prefix)
  await expect(page.getByTestId("admin-row")).toHaveCount(0)
  const navigations: string[] = []
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })

  const created = await otherSession.post("/api/tools", {
    data: { name: `${prefix} 新`, description: "另一处创建的工具" },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  await expect(row(page, `${prefix} 新`)).toHaveCount(1, { timeout: 10_000 })

  const renamed = await otherSession.patch(`/api/tools/${id}`, { data: { name: `${prefix} 改名` } })
  expect(renamed.ok(), await renamed.text()).toBe(true)
  await expect(row(page, `${prefix} 改名`)).toHaveCount(1, { timeout: 10_000 })
  await expect(row(page, `${prefix} 新`)).toHaveCount(0)

  expect((await otherSession.delete(`/api/tools/${id}`)).ok()).toBe(true)
  await expect(page.getByTestId("admin-row")).toHaveCount(0, { timeout: 10_000 })
  await expect(search).toHaveValue(prefix)
  expect(navigations).toEqual([])
})

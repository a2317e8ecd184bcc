/**
 * Issue 29, item 5: an edit queued offline carries who made it; when it arrives after its maker's
 * role was lowered, the server refuses it (403, naming the role) and the outbox keeps it as refused,
 * with the reason and its content to copy, applied nowhere.
 */
import { expect, test } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { allRows } from "../fixtures/all-rows.ts"
import { storedRows } from "../fixtures/offline.ts"
import { acceptInvitation, deleteAccount, inviteAccount } from "./account-helpers.ts"
import { expectToast, row, unique } from "./admin-helpers.ts"

test("an editor's offline edit, demoted to viewer before it arrives, is refused and kept in the outbox", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(baseURL!)
  const team = unique("角色团队")
  const created = await api.post("/api/teams", {
    data: { name: team, image: "/demo/fallback-team.svg", description: "角色测试", composition: [] },
  })
  expect(created.ok()).toBe(true)
  const { id: teamId } = (await created.json()) as { id: number }
  const editor = await inviteAccount(api, "editor")
  // The invitation accepted from this browser signs it in as the editor.
  await acceptInvitation(page.request, editor.token)
  await page.goto("/systemadmin/teams")
  await expect(row(page, team)).toBeVisible({ timeout: 20_000 })

  // Offline, the editor changes the team's description: kept on the device.
  await context.setOffline(true)
  await row(page, team)
    .getByRole("button", { name: `编辑 ${team}` })
    .click()
  const edit = page.getByRole("dialog", { name: "编辑数字团队" })
  await edit.getByLabel("描述").fill("离线时写下的描述")
  await edit.getByRole("button", { name: "保存" }).click()
  await expectToast(page, "已保存在本设备")

  // Meanwhile an administrator makes the editor a viewer.
  const demoted = await api.patch(`/api/accounts/${editor.account.id}`, { data: { role: "viewer" } })
  expect(demoted.ok(), await demoted.text()).toBe(true)
  await context.setOffline(false)
  await page.getByTestId("sync-indicator").click()
  const panel = page.getByRole("dialog", { name: "同步面板" })
  const entry = panel.getByTestId("sync-entry").filter({ hasText: team })
  await expect(entry).toHaveAttribute("data-state", "failed", { timeout: 20_000 })
  await expect(entry).toContainText("你的角色（只读成员）不允许此操作")
  // Kept for copying: its content is still on the device, whole.
  await entry.getByRole("button", { name: "复制修改内容" }).click()
  await expect(entry.getByRole("button", { name: /已复制|复制修改内容/ })).toBeVisible()
  const kept = await storedRows<{ state: string; madeBy?: number; payload: Record<string, unknown> }>(
    page,
    "outbox",
  )
  expect(kept).toEqual([
    expect.objectContaining({
      state: "failed",
      madeBy: editor.account.id,
      payload: expect.objectContaining({ description: "离线时写下的描述" }),
    }),
  ])

  // Never applied: the server's team is unchanged.
  const teams = (await allRows(api, "/api/teams")) as Array<{ id: number; description: string }>
  expect(teams.find((candidate) => candidate.id === teamId)?.description).toBe("角色测试")
  await api.delete(`/api/teams/${teamId}`)
  await deleteAccount(api, editor.account.id)
  await api.dispose()
})

/**
 * Deleting an employee who belongs to teams, or a team that projects name, says which before it
 * happens (issue 28), in both languages; cancelling changes nothing.
 */
import { type APIRequestContext, expect, test } from "@playwright/test"
import { adminApi } from "../fixtures/admin-api.ts"
import { loginAsAdmin, row, setEnglish, unique } from "./admin-helpers.ts"

let api: APIRequestContext
const created: Array<{ path: string; id: number }> = []
const create = async (path: string, data: Record<string, unknown>): Promise<number> => {
  const response = await api.post(path, { data })
  expect(response.status(), await response.text()).toBe(201)
  const id = ((await response.json()) as { id: number }).id
  created.unshift({ path, id })
  return id
}

const employee = unique("引用员工")
const teamA = unique("甲团队")
const teamB = unique("乙团队")
const project = unique("引用项目")
const loner = unique("独立员工")

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? "")
  const base = {
    image: "/demo/fallback-employee.svg",
    profession: "测试",
    description: "引用测试",
    useCases: "测试",
  }
  const employeeId = await create("/api/employees", { ...base, name: employee })
  await create("/api/employees", { ...base, name: loner })
  const team = { image: "/demo/teams/shared-services.svg", description: "引用测试" }
  const teamAId = await create("/api/teams", { ...team, name: teamA, composition: [employeeId] })
  await create("/api/teams", { ...team, name: teamB, composition: [employeeId] })
  await create("/api/projects", {
    name: project,
    description: "引用测试",
    image: "/demo/projects/auto-parts-quality.svg",
    teamDescription: "引用测试",
    teamComposition: [teamAId],
  })
})

test.afterAll(async () => {
  for (const row of created) await api.delete(`${row.path}/${row.id}`)
  await api.dispose()
})

test("an employee's delete names its teams; a team's delete names its projects; cancel keeps both", async ({
  page,
}) => {
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("searchbox").fill(employee)
  await row(page, employee)
    .getByRole("button", { name: `删除 ${employee}` })
    .click()
  const confirm = page.getByRole("alertdialog", { name: "确认删除" })
  await expect(confirm.getByTestId("confirm-detail")).toHaveText(
    `该员工是 ${teamA}和${teamB} 的成员，删除后会从这些团队中移除。`,
  )
  await confirm.getByRole("button", { name: "取消" }).click()
  await expect(row(page, employee)).toBeVisible()

  // An employee in no team: the plain question only.
  await page.getByRole("searchbox").fill(loner)
  await row(page, loner)
    .getByRole("button", { name: `删除 ${loner}` })
    .click()
  await expect(confirm).toBeVisible()
  await expect(confirm.getByTestId("confirm-detail")).toHaveCount(0)
  await confirm.getByRole("button", { name: "取消" }).click()

  await page.goto("/systemadmin/teams")
  await page.getByRole("searchbox").fill(teamA)
  await row(page, teamA)
    .getByRole("button", { name: `删除 ${teamA}` })
    .click()
  await expect(confirm.getByTestId("confirm-detail")).toHaveText(
    `项目案例 ${project} 把该团队列为实施团队，删除后会从中移除。`,
  )
  await confirm.getByRole("button", { name: "取消" }).click()
  await expect(row(page, teamA)).toBeVisible()
})

test("in English", async ({ page }) => {
  await setEnglish(page)
  await loginAsAdmin(page, "/systemadmin/employees")
  await page.getByRole("searchbox").fill(employee)
  await row(page, employee)
    .getByRole("button", { name: `Delete ${employee}` })
    .click()
  const confirm = page.getByRole("alertdialog", { name: "Confirm deletion" })
  await expect(confirm.getByTestId("confirm-detail")).toHaveText(
    `This employee is a member of ${teamA} and ${teamB}; deleting it removes it from these teams.`,
  )
  await confirm.getByRole("button", { name: "Cancel" }).click()
})

/**
 * The detail pages' related blocks (issue 33), over real HTTP with the real build: a post's page
 * carries its related posts' cards, a team's its members', a project's its teams', an employee's its
 * related projects', each under its own key, and never a whole list: at scale a post page carried
 * every post, bodies included.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { builtAppDir } from "../test-support/built-app.ts"
import { apiClient } from "../test-support/client.ts"
import { type TestServer, startTestServer } from "../test-support/test-server.ts"

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ demoContent: true, staticDir: builtAppDir })
})
afterAll(async () => {
  await server.stop()
})

type Rows = Array<{ id: number } & Record<string, unknown>>

/** The page's data block: its queries' answers by key. */
const dataOf = async (path: string): Promise<Record<string, unknown>> => {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}"
  return JSON.parse(data) as Record<string, unknown>
}

const rowsOf = (answer: unknown): Rows => (answer as { status: string; data: Rows }).data

const wholeLists = ["employees", "teams", "projects", "tools", "posts"]

describe("a detail page carries its related block's cards, not a whole list", () => {
  test("a post: up to three other published posts of its category, without their bodies", async () => {
    const posts = (await apiClient(server.url).get("/api/blog-posts?published=true")).body as Rows
    const byCategory = new Map<string, Rows>()
    for (const post of posts)
      byCategory.set(String(post.category), [...(byCategory.get(String(post.category)) ?? []), post])
    const [category, siblings] = [...byCategory].find(([, group]) => group.length > 1) ?? []
    expect(siblings, "the demo has two posts of one category").toBeDefined()
    const post = siblings![0]!
    const data = await dataOf(`/blog/${post.id}`)
    for (const key of wholeLists) expect(data).not.toHaveProperty(key)
    const related = rowsOf(data[`relatedPosts:${post.id}`])
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(3)
    for (const other of related) {
      expect(other.category).toBe(category)
      expect(other.id).not.toBe(post.id)
      expect(other).not.toHaveProperty("content")
      expect(other).not.toHaveProperty("contentEn")
    }
  })

  test("a team: its members in composition order; a project: its teams; an employee: its projects", async () => {
    const api = apiClient(server.url)
    const teams = (await api.get("/api/teams")).body as Rows
    const team = teams.find((candidate) => (candidate.composition as number[]).length > 0)!
    const members = rowsOf((await dataOf(`/teams/${team.id}`))[`teamMembers:${team.id}`])
    expect(members.map((member) => member.id)).toEqual(team.composition)

    const projects = (await api.get("/api/projects")).body as Rows
    const project = projects.find((candidate) => (candidate.teamComposition as number[]).length > 0)!
    const projectData = await dataOf(`/en/projects/${project.id}`)
    for (const key of wholeLists) expect(projectData).not.toHaveProperty(key)
    expect(rowsOf(projectData[`projectTeams:${project.id}`]).map((row) => row.id)).toEqual(
      project.teamComposition,
    )

    const employees = (await api.get("/api/employees")).body as Rows
    const named = employees.find((employee) =>
      projects.some((candidate) => String(candidate.description).includes(String(employee.name))),
    )!
    const employeeData = await dataOf(`/employees/${named.id}`)
    for (const key of wholeLists) expect(employeeData).not.toHaveProperty(key)
    const related = rowsOf(employeeData[`relatedProjects:${named.id}`])
    expect(related.length).toBeGreaterThan(0)
    for (const row of related) expect(String(row.description)).toContain(String(named.name))
  })
})

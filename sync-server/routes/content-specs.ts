/** The five content resources of spec section 7 and their rules beyond the shared schemas. */
import type { Knex } from "knex"
import {
  BlogPostCreate,
  BlogPostUpdate,
  defaultReadTime,
  readTimeOrDefault,
} from "../../schema/entities/blog-post.ts"
import { EmployeeCreate, EmployeeUpdate, employeeDefaults } from "../../schema/entities/employee.ts"
import { ProjectCreate, ProjectUpdate, projectDefaults } from "../../schema/entities/project.ts"
import { TeamCreate, TeamUpdate, teamDefaults } from "../../schema/entities/team.ts"
import { ToolCreate, ToolUpdate, toolDefaults } from "../../schema/entities/tool.ts"
import type { EntityName } from "../../schema/sync.ts"
import { allRows, existingIds, updateRow } from "../store/rows.ts"
import type { ResourceSpec } from "./resource.ts"

const iso = (ms: number) => new Date(ms).toISOString()

/** Ids in `field` must name existing rows of `target`. */
const referencesExist =
  (field: string, target: EntityName, code: string) =>
  async (trx: Knex.Transaction, payload: Record<string, unknown>) => {
    const ids = payload[field]
    if (!Array.isArray(ids)) return []
    const found = await existingIds(trx, target, ids as number[])
    return (ids as number[]).flatMap((id, index) => (found.has(id) ? [] : [{ path: [field, index], code }]))
  }

/**
 * When a row is deleted, drop its id from the lists that refer to it (a team's members, a project's
 * teams), as ordinary changes with new versions, so every stored reference stays valid.
 */
const dropReferences =
  (entity: EntityName, field: string) => async (trx: Knex.Transaction, id: number, now: number) => {
    for (const row of await allRows(trx, entity)) {
      const ids = row[field]
      if (Array.isArray(ids) && ids.includes(id)) {
        await updateRow(trx, entity, row, { [field]: ids.filter((other) => other !== id) }, now)
      }
    }
  }

/** "Read time falls back to 5 when the input is not a number" (spec section 5); numbers are checked. */
const readTimeFallback = (body: unknown): unknown => {
  if (typeof body !== "object" || body === null || !("readTime" in body)) return body
  const { readTime } = body as { readTime: unknown }
  return typeof readTime === "number" ? body : { ...body, readTime: readTimeOrDefault(readTime) }
}

export const employeeSpec: ResourceSpec = {
  entity: "employees",
  path: "/api/employees",
  notFound: "error.employeeNotFound",
  create: EmployeeCreate,
  update: EmployeeUpdate,
  newRow: (payload, now) => ({ ...employeeDefaults, ...payload, createdAt: iso(now) }),
  afterDelete: dropReferences("teams", "composition"),
}

export const teamSpec: ResourceSpec = {
  entity: "teams",
  path: "/api/teams",
  notFound: "error.teamNotFound",
  create: TeamCreate,
  update: TeamUpdate,
  newRow: (payload, now) => ({ ...teamDefaults, ...payload, createdAt: iso(now) }),
  checkReferences: referencesExist("composition", "employees", "error.unknownTeamMember"),
  afterDelete: dropReferences("projects", "teamComposition"),
}

export const projectSpec: ResourceSpec = {
  entity: "projects",
  path: "/api/projects",
  notFound: "error.projectNotFound",
  create: ProjectCreate,
  update: ProjectUpdate,
  newRow: (payload, now) => ({ ...projectDefaults, ...payload, createdAt: iso(now) }),
  checkReferences: referencesExist("teamComposition", "teams", "invalidId"),
}

export const toolSpec: ResourceSpec = {
  entity: "tools",
  path: "/api/tools",
  notFound: "error.toolNotFound",
  create: ToolCreate,
  update: ToolUpdate,
  newRow: (payload, now) => ({ ...toolDefaults, ...payload, createdAt: iso(now) }),
}

/** A new post is always a draft (publishing is its own call); read time defaults to 5 minutes. */
export const blogPostSpec: ResourceSpec = {
  entity: "blogPosts",
  path: "/api/blog-posts",
  notFound: "error.blogPostNotFound",
  create: BlogPostCreate,
  update: BlogPostUpdate,
  prepare: readTimeFallback,
  newRow: (payload, now) => ({
    readTime: defaultReadTime,
    ...payload,
    isPublished: false,
    createdAt: iso(now),
  }),
}

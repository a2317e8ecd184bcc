/**
 * The five content resources of spec section 7: the write contract they share with the device
 * (schema/write-rules.ts), and the rules that need the database (references, cleanup after deletes).
 */
import type { Knex } from "knex"
import type { EntityName } from "../../schema/sync.ts"
import { contentSchemas, newRowFields, prepareInput } from "../../schema/write-rules.ts"
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

export const employeeSpec: ResourceSpec = {
  entity: "employees",
  path: "/api/employees",
  notFound: "error.employeeNotFound",
  ...contentSchemas.employees,
  newRow: (payload, now) => newRowFields("employees", payload, iso(now)),
  afterDelete: dropReferences("teams", "composition"),
}

export const teamSpec: ResourceSpec = {
  entity: "teams",
  path: "/api/teams",
  notFound: "error.teamNotFound",
  ...contentSchemas.teams,
  newRow: (payload, now) => newRowFields("teams", payload, iso(now)),
  checkReferences: referencesExist("composition", "employees", "error.unknownTeamMember"),
  afterDelete: dropReferences("projects", "teamComposition"),
}

export const projectSpec: ResourceSpec = {
  entity: "projects",
  path: "/api/projects",
  notFound: "error.projectNotFound",
  ...contentSchemas.projects,
  newRow: (payload, now) => newRowFields("projects", payload, iso(now)),
  checkReferences: referencesExist("teamComposition", "teams", "invalidId"),
}

export const toolSpec: ResourceSpec = {
  entity: "tools",
  path: "/api/tools",
  notFound: "error.toolNotFound",
  ...contentSchemas.tools,
  newRow: (payload, now) => newRowFields("tools", payload, iso(now)),
}

/** A new post is always a draft (publishing is its own call); read time defaults to 5 minutes. */
export const blogPostSpec: ResourceSpec = {
  entity: "blogPosts",
  path: "/api/blog-posts",
  notFound: "error.blogPostNotFound",
  ...contentSchemas.blogPosts,
  prepare: (body) => prepareInput("blogPosts", body),
  newRow: (payload, now) => newRowFields("blogPosts", payload, iso(now)),
}

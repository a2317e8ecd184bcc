/**
 * The write contract (issue 27, item 1: the mutator is the contract, as in Replicache and Zero).
 * What a write is checked with, the lenient fixes made before checking, what a new row gets besides
 * its payload, and empty addresses stored as null: the device's outbox (app/sync/local-writes.ts)
 * and the server's write routes (sync-server/routes/) apply these same rules, so a write the device
 * accepted is the write the server stores. The server adds only what needs the database: references
 * to existing rows, cleanup after deletes, uniqueness.
 */
import { isSchedulable, noSchedule } from "./schedule.ts"
import type { Schema } from "effect"
import {
  BlogPostCreate,
  BlogPostUpdate,
  BlogPublish,
  defaultReadTime,
  readTimeOrDefault,
} from "./entities/blog-post.ts"
import {
  CollaborationStatusUpdate,
  EnquiryNoteCreate,
  enquiryCreateSchemaOf,
} from "./entities/collaboration.ts"
import { EmployeeCreate, EmployeeUpdate, employeeDefaults } from "./entities/employee.ts"
import { ProjectCreate, ProjectUpdate, projectDefaults } from "./entities/project.ts"
import { SettingsUpdate } from "./entities/settings.ts"
import { TeamCreate, TeamUpdate, teamDefaults } from "./entities/team.ts"
import { ToolCreate, ToolUpdate, toolDefaults } from "./entities/tool.ts"
import type { EntityName } from "./sync.ts"

/** The kinds of write a device queues and the server's routes carry out. */
export type WriteOp = "create" | "update" | "delete" | "publish" | "status" | "note"

type Decoder = Schema.Decoder<unknown>

/** The create and update schemas of the content kinds (spec section 7). */
export const contentSchemas = {
  employees: { create: EmployeeCreate, update: EmployeeUpdate },
  teams: { create: TeamCreate, update: TeamUpdate },
  projects: { create: ProjectCreate, update: ProjectUpdate },
  tools: { create: ToolCreate, update: ToolUpdate },
  blogPosts: { create: BlogPostCreate, update: BlogPostUpdate },
} as const satisfies Partial<Record<EntityName, { create: Decoder; update: Decoder }>>

/** The schema a write is checked with; an inbox entry's depends on its kind (`input`). */
export const writeSchema = (entity: EntityName, op: WriteOp, input?: unknown): Decoder | undefined => {
  if (op === "publish") return BlogPublish
  if (op === "status") return CollaborationStatusUpdate
  if (op === "note") return EnquiryNoteCreate
  if (entity === "collaborations" && op === "create") return enquiryCreateSchemaOf(input)
  if (entity === "settings") return op === "update" ? SettingsUpdate : undefined
  if (entity === "collaborations") return undefined
  const schemas = contentSchemas[entity]
  return op === "create" ? schemas.create : op === "update" ? schemas.update : undefined
}

/**
 * "Read time falls back to 5 when the input is not a number" (spec section 5): a post's body is fixed
 * before it is checked; numbers are checked as they are. Other bodies pass unchanged.
 */
export const prepareInput = (entity: EntityName, body: unknown): unknown => {
  if (entity !== "blogPosts" || typeof body !== "object" || body === null || !("readTime" in body))
    return body
  const { readTime } = body as { readTime: unknown }
  return typeof readTime === "number" ? body : { ...body, readTime: readTimeOrDefault(readTime) }
}

/** Empty URLs mean "no URL": stored as null, like an absent one. */
export const withoutEmptyUrls = (payload: Record<string, unknown>): Record<string, unknown> => {
  const result = { ...payload }
  // `image` is optional only for tools (other entities' pictures are required, never empty here).
  for (const key of ["url", "apiDocUrl", "image"]) if (result[key] === "") result[key] = null
  return result
}

/** What a new row of `entity` gets before its payload: the kind's defaults. */
const defaultsOf = (entity: EntityName): Record<string, unknown> => {
  switch (entity) {
    case "employees":
      return { ...employeeDefaults }
    case "teams":
      return { ...teamDefaults }
    case "projects":
      return { ...projectDefaults }
    case "tools":
      return { ...toolDefaults }
    case "blogPosts":
      return { readTime: defaultReadTime }
    case "collaborations":
      return { status: "new" }
    case "settings":
      return {}
  }
}

/**
 * The stored fields of a new row from its checked payload, `now` an ISO time: the defaults, the
 * payload, then what a payload cannot set (a new post is always a draft; publishing is its own write).
 */
export const newRowFields = (
  entity: EntityName,
  payload: Record<string, unknown>,
  now: string,
): Record<string, unknown> => ({
  ...defaultsOf(entity),
  ...(isSchedulable(entity) ? noSchedule : {}),
  ...payload,
  ...(entity === "blogPosts" ? { isPublished: false } : {}),
  createdAt: now,
})

/** Per entity: the shared schemas a write is checked with and the defaults a new local row gets. */
import type { Schema } from "effect"
import {
  BlogPostCreate,
  BlogPostUpdate,
  BlogPublish,
  defaultReadTime,
  readTimeOrDefault,
} from "../../schema/entities/blog-post.ts"
import {
  CollaborationStatusUpdate,
  EnquiryNoteCreate,
  enquiryCreateSchemaOf,
} from "../../schema/entities/collaboration.ts"
import { EmployeeCreate, EmployeeUpdate, employeeDefaults } from "../../schema/entities/employee.ts"
import { ProjectCreate, ProjectUpdate, projectDefaults } from "../../schema/entities/project.ts"
import { SettingsUpdate } from "../../schema/entities/settings.ts"
import { TeamCreate, TeamUpdate, teamDefaults } from "../../schema/entities/team.ts"
import { ToolCreate, ToolUpdate, toolDefaults } from "../../schema/entities/tool.ts"
import type { EntityName } from "../../schema/sync.ts"
import type { OutboxOp } from "../db/local-row.ts"

type Decoder = Schema.Decoder<unknown>

/** The schema a write is checked with; an inbox entry's depends on its kind (`input`). */
export const schemaFor = (entity: EntityName, op: OutboxOp, input?: unknown): Decoder | undefined => {
  if (op === "publish") return BlogPublish
  if (op === "status") return CollaborationStatusUpdate
  if (op === "note") return EnquiryNoteCreate
  if (entity === "collaborations" && op === "create") return enquiryCreateSchemaOf(input)
  const table: Partial<Record<EntityName, { create?: Decoder; update?: Decoder }>> = {
    employees: { create: EmployeeCreate, update: EmployeeUpdate },
    teams: { create: TeamCreate, update: TeamUpdate },
    projects: { create: ProjectCreate, update: ProjectUpdate },
    tools: { create: ToolCreate, update: ToolUpdate },
    blogPosts: { create: BlogPostCreate, update: BlogPostUpdate },
    settings: { update: SettingsUpdate },
  }
  const rules = table[entity]
  return op === "create" ? rules?.create : op === "update" ? rules?.update : undefined
}

/** The fields a new row gets besides its payload, as the server will set them. */
export const newRowDefaults = (entity: EntityName, now: string): Record<string, unknown> => {
  switch (entity) {
    case "employees":
      return { ...employeeDefaults, createdAt: now }
    case "teams":
      return { ...teamDefaults, createdAt: now }
    case "projects":
      return { ...projectDefaults, createdAt: now }
    case "tools":
      return { ...toolDefaults, createdAt: now }
    case "blogPosts":
      return { readTime: defaultReadTime, isPublished: false, createdAt: now }
    case "collaborations":
      return { status: "new", createdAt: now }
    case "settings":
      return {}
  }
}

/** Lenient fixes the server also makes before decoding (spec: read time falls back to 5). */
export const prepareInput = (entity: EntityName, input: Record<string, unknown>): Record<string, unknown> => {
  if (entity !== "blogPosts" || !("readTime" in input) || typeof input.readTime === "number") return input
  return { ...input, readTime: readTimeOrDefault(input.readTime) }
}

/** Empty URLs mean "no URL" (stored as null), as on the server. */
export const withoutEmptyUrls = (payload: Record<string, unknown>): Record<string, unknown> => {
  const result = { ...payload }
  // `image` is optional only for tools (other entities' pictures are required, never empty here).
  for (const key of ["url", "apiDocUrl", "image"]) if (result[key] === "") result[key] = null
  return result
}

/**
 * The sync feed (GET /api/sync) and the names of the synced entities, shared by the server that
 * writes the change log and the app that applies it to IndexedDB. See docs/sync.md.
 */
import { Schema } from "effect"
import { BlogPost } from "./entities/blog-post.ts"
import { Collaboration } from "./entities/collaboration.ts"
import { Employee } from "./entities/employee.ts"
import { Project } from "./entities/project.ts"
import { Settings } from "./entities/settings.ts"
import { Team } from "./entities/team.ts"
import { Tool } from "./entities/tool.ts"
import { syncFieldModes } from "./detail-fields.ts"

export const entityNames = [
  "employees",
  "teams",
  "projects",
  "tools",
  "blogPosts",
  "collaborations",
  "settings",
] as const
export type EntityName = (typeof entityNames)[number]

/** `name` as an entity's name, or undefined (a form or list names its entity with a plain string). */
export const entityNameOf = (name: string): EntityName | undefined =>
  (entityNames as ReadonlyArray<string>).includes(name) ? (name as EntityName) : undefined

/** The row schema of each entity, for decoding what the server sends. */
export const rowSchemas = {
  employees: Employee,
  teams: Team,
  projects: Project,
  tools: Tool,
  blogPosts: BlogPost,
  collaborations: Collaboration,
  settings: Settings,
} as const

export interface EntityRows {
  employees: Employee
  teams: Team
  projects: Project
  tools: Tool
  blogPosts: BlogPost
  collaborations: Collaboration
  settings: Settings
}

/** Entities only an admin session may read; a device drops them at logout. */
export const adminOnlyEntities: ReadonlyArray<EntityName> = ["collaborations"]

/** The API path of each entity's collection (spec section 7). */
export const entityPaths = {
  employees: "/api/employees",
  teams: "/api/teams",
  projects: "/api/projects",
  tools: "/api/tools",
  blogPosts: "/api/blog-posts",
  collaborations: "/api/collaborations",
  settings: "/api/settings",
} as const satisfies Record<EntityName, string>

export const EntityNameSchema = Schema.Literals(entityNames)

export const SyncChange = Schema.Union([
  Schema.Struct({
    entity: EntityNameSchema,
    id: Schema.Number,
    op: Schema.Literal("upsert"),
    row: Schema.Record(Schema.String, Schema.Unknown),
  }),
  Schema.Struct({ entity: EntityNameSchema, id: Schema.Number, op: Schema.Literal("delete") }),
])
export type SyncChange =
  | {
      readonly entity: EntityName
      readonly id: number
      readonly op: "upsert"
      readonly row: EntityRows[EntityName]
    }
  | { readonly entity: EntityName; readonly id: number; readonly op: "delete" }

export const SyncResponse = Schema.Struct({
  cursor: Schema.Number,
  more: Schema.Boolean,
  /**
   * The scope the server used (schema/roles.ts syncScopeOf): "anonymous", "staff" (editors and
   * viewers: every content row, no enquiry) or "admin"; a change of scope means pulling again from 0.
   */
  scope: Schema.Literals(["anonymous", "staff", "admin"]),
  /** The rows' shape (schema/detail-fields.ts): "cards" only for an anonymous scope that asked for it. */
  fields: Schema.optionalKey(Schema.Literals(syncFieldModes)),
  changes: Schema.Array(SyncChange),
})
export interface SyncResponse {
  readonly cursor: number
  readonly more: boolean
  readonly scope: "anonymous" | "staff" | "admin"
  readonly fields?: "full" | "cards"
  readonly changes: ReadonlyArray<SyncChange>
}

export const syncPageDefault = 500
export const syncPageMax = 2000

/**
 * Query of GET /api/sync: since (cursor, default 0), limit (page size) and fields ("full", the
 * default, or "cards": rows without their detail-only fields, schema/detail-fields.ts; honoured for
 * anonymous readers only, signed-in staff always read full rows).
 */
export const SyncQuery = Schema.Struct({
  fields: Schema.optionalKey(Schema.Literals(syncFieldModes).annotate({ message: "invalidValue" })),
  since: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,16}$/, { message: "invalidValue" }))),
  limit: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,5}$/, { message: "invalidValue" }))),
})

/** Body of a 409 answer to a write whose If-Match version is stale. */
export interface VersionConflictBody {
  readonly message: string
  readonly code: "VERSION_CONFLICT"
  readonly current: Record<string, unknown> | null
}

/**
 * The batched push (POST /api/sync/push, docs/sync.md): queued writes sent in order in one request.
 * Each mutation is exactly the call it stands for (method, path, If-Match version, body) with its own
 * Idempotency-Key. The server applies them in order and stops after the first that is not a success:
 * later entries may build on it, and the client sends them again after handling that answer.
 */
export const pushBatchMax = 100

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const PushMutation = Schema.Struct({
  key: Schema.String.check(Schema.isPattern(uuidPattern, { message: "invalidValue" })),
  method: Schema.Literals(["POST", "PATCH", "DELETE"]),
  path: Schema.String.check(Schema.isPattern(/^\/api\/[\w\-/%.]{1,200}$/, { message: "invalidValue" })),
  ifMatch: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))),
  body: Schema.optionalKey(Schema.Unknown),
  /** When the edit was made on the device (epoch ms), for the audit trail (docs/audit.md). */
  madeAt: Schema.optionalKey(
    Schema.Number.check(
      Schema.isInt(),
      Schema.isGreaterThanOrEqualTo(0),
      Schema.isLessThanOrEqualTo(8.64e15),
    ),
  ),
  /** The account that made the edit on the device (issue 29): refused under another account's session. */
  madeBy: Schema.optionalKey(
    Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(1e12)),
  ),
})
export type PushMutation = typeof PushMutation.Type

export const PushRequest = Schema.Struct({
  mutations: Schema.Array(PushMutation).check(
    Schema.isMinLength(1),
    Schema.isMaxLength(pushBatchMax, { message: "tooLong" }),
  ),
})

/** One mutation's answer: the status and body its own call would have had. */
export interface PushResult {
  readonly status: number
  readonly body: unknown
}

export interface PushResponse {
  /** In the order sent; shorter than the mutations when one was not a success (it is the last). */
  readonly results: ReadonlyArray<PushResult>
}

/**
 * Writes the audit trail (docs/audit.md). A write route's transaction is marked with who is writing
 * (`auditWrites`); from then on every row the transaction inserts, updates or deletes through
 * store/rows.ts is recorded in it, so a record commits or rolls back with its change and no route can
 * forget to record one. Sign-in events, password changes and account changes are recorded by their own code.
 */
import type { Knex } from "knex"
import {
  type AuditAction,
  type AuditEntity,
  type AutomaticActor,
  earliestMadeAtMs,
} from "../../schema/audit.ts"
import type { EntityName } from "../../schema/sync.ts"
import type { ServerContext } from "../context.ts"
import { HttpError } from "../http/errors.ts"
import { type WriteRequest, headerOf } from "../http/write-request.ts"
import { insertSql } from "../db/write-sql.ts"

/** How a route names the updates of its own rows (publish, status, settings); plain "update" without. */
export interface RouteAudit {
  readonly entity: EntityName
  readonly action: (after: Record<string, unknown>) => AuditAction
}

/** Who made the write, from where, and when (server and device time): the same for each row it changes. */
export interface AuditSource {
  readonly atMs: number
  readonly deviceAtMs: number | null
  readonly actorId: number | null
  readonly actorName: string | null
  readonly userAgent: string | null
  readonly address: string | null
  readonly idempotencyKey: string | null
}

interface Scope {
  readonly source: AuditSource
  readonly route: RouteAudit | undefined
}

/** Keyed by the transaction object (a pushed mutation's savepoint has its own). */
const scopes = new WeakMap<Knex.Transaction, Scope>()

const clip = (text: string | undefined, max: number): string | null =>
  text === undefined || text === "" ? null : text.slice(0, max)

/**
 * The device time of X-Made-At (set by the app's outbox; the push sends it per mutation as `madeAt`):
 * not digits is a 400; a time before 2000 (a clock never set) is ignored; a time after the server's
 * is the server's (the edit cannot have been made after it arrived: the device clock is ahead).
 */
export const deviceTimeOf = (req: WriteRequest, atMs: number): number | null => {
  const header = headerOf(req, "x-made-at")?.trim()
  if (header === undefined || header === "") return null
  if (!/^\d{1,16}$/.test(header)) throw new HttpError(400, "VALIDATION", "audit.madeAt")
  const made = Number(header)
  if (made < earliestMadeAtMs) return null
  return Math.min(made, atMs)
}

export const sourceOf = (ctx: ServerContext, req: WriteRequest): AuditSource => {
  const atMs = ctx.now()
  const userId = req.session?.userId
  return {
    atMs,
    deviceAtMs: deviceTimeOf(req, atMs),
    actorId: typeof userId === "number" ? userId : null,
    actorName: typeof userId === "number" ? (req.session?.username ?? null) : null,
    userAgent: clip(headerOf(req, "user-agent"), 500),
    address: clip(req.ip, 100),
    idempotencyKey: clip(headerOf(req, "idempotency-key")?.toLowerCase(), 64),
  }
}

/** The source of a sign-in event: the account it is about (null: unknown or failed), no device time or key. */
export const accountSource = (
  ctx: ServerContext,
  req: WriteRequest,
  user: { readonly id: number; readonly username: string } | null,
): AuditSource => ({
  atMs: ctx.now(),
  deviceAtMs: null,
  actorId: user?.id ?? null,
  actorName: user?.username ?? null,
  userAgent: clip(headerOf(req, "user-agent"), 500),
  address: clip(req.ip, 100),
  idempotencyKey: null,
})

/**
 * The source of a change made by one of the server's own jobs: no account, its name in `actor_name`
 * (written nowhere else without an account, so it cannot be claimed by a request), no request.
 */
export const automaticSource = (atMs: number, job: AutomaticActor): AuditSource => ({
  atMs,
  deviceAtMs: null,
  actorId: null,
  actorName: job,
  userAgent: null,
  address: null,
  idempotencyKey: null,
})

/** Mark `trx` so that every row change it makes is recorded with this source. */
export const auditWrites = (trx: Knex.Transaction, source: AuditSource, route?: RouteAudit): void => {
  scopes.set(trx, { source, route })
}

export const isAudited = (trx: Knex.Transaction): boolean => scopes.has(trx)

/** Fields that always change with a write and say nothing to a person. */
// englishBasis: which English texts are behind (schema/translation-status.ts), kept by the server.
const bookkeeping = new Set(["id", "version", "updatedAt", "englishBasis"])

/** The fields whose value differs (a missing row has none), in the row's field order. */
export const changedFields = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] => {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return names.filter(
    (name) =>
      !bookkeeping.has(name) &&
      JSON.stringify(before?.[name] ?? null) !== JSON.stringify(after?.[name] ?? null),
  )
}

interface Entry {
  readonly action: AuditAction
  readonly entity: AuditEntity | null
  readonly entityId: number | null
  readonly before: Record<string, unknown> | null
  readonly after: Record<string, unknown> | null
}

const recordOf = (source: AuditSource, entry: Entry) => ({
  at_ms: source.atMs,
  device_at_ms: source.deviceAtMs,
  actor_id: source.actorId,
  actor_name: source.actorName,
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entityId,
  before: entry.before === null ? null : JSON.stringify(entry.before),
  after: entry.after === null ? null : JSON.stringify(entry.after),
  changed: JSON.stringify(changedFields(entry.before, entry.after)),
  user_agent: source.userAgent,
  address: source.address,
  idempotency_key: source.idempotencyKey,
})

const insertRecord = async (knex: Knex, source: AuditSource, entry: Entry): Promise<void> => {
  await insertSql(knex, "audit_log", recordOf(source, entry))
}

/** Called by store/rows.ts for each row written; records it when the transaction is a write route's. */
export const noteRowChange = async (
  trx: Knex.Transaction,
  entity: EntityName,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> => {
  const scope = scopes.get(trx)
  if (scope === undefined) return // bootstrap and demo seeding: not a person's change
  const { route } = scope
  const action: AuditAction =
    before === null
      ? "create"
      : after === null
        ? "delete"
        : route !== undefined && route.entity === entity
          ? route.action(after)
          : "update"
  await insertRecord(trx, scope.source, { action, entity, entityId: id, before, after })
}

/** The deletes of many rows of one entity (store/rows.ts, deleteRows), recorded in one statement. */
export const noteRowDeletes = async (
  trx: Knex.Transaction,
  entity: EntityName,
  befores: ReadonlyArray<Record<string, unknown> & { readonly id: number }>,
): Promise<void> => {
  const scope = scopes.get(trx)
  if (scope === undefined || befores.length === 0) return
  await trx("audit_log").insert(
    befores.map((before) =>
      recordOf(scope.source, { action: "delete", entity, entityId: before.id, before, after: null }),
    ),
  )
}

/**
 * A change of the picture library (an upload, its alt texts edited, a delete; docs/media.md), recorded
 * in the media route's own transaction: media rows are not content rows, so store/rows.ts never sees them.
 */
export const recordMediaChange = (
  trx: Knex.Transaction,
  source: AuditSource,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> =>
  insertRecord(trx, source, {
    action: before === null ? "create" : after === null ? "delete" : "update",
    entity: "media",
    entityId: id,
    before,
    after,
  })

/** A sign-in event or a password change (entity `users`; `userId` null for an unknown username). */
export const recordAccountEvent = (
  knex: Knex,
  source: AuditSource,
  action: Extract<AuditAction, "login" | "login_failed" | "logout" | "password_change">,
  userId: number | null,
): Promise<void> =>
  insertRecord(knex, source, { action, entity: "users", entityId: userId, before: null, after: null })

/** What an account change records of the account: never its password hash or an invitation token. */
export interface AccountSnapshot {
  readonly username: string
  readonly displayName: string
  readonly role: string
  readonly state: string
}

/**
 * An administrator's change of an account, or a person's own step with it (issue 29), on entity
 * `users`; written in the change's transaction when it has one, so a refused change leaves no record.
 */
export const recordAccountChange = (
  knex: Knex,
  source: AuditSource,
  action: Extract<
    AuditAction,
    | "account_invite"
    | "account_update"
    | "account_reset"
    | "account_delete"
    | "invitation_accept"
    | "session_end"
    | "passkey_add"
    | "passkey_rename"
    | "passkey_remove"
    | "two_step_enable"
    | "two_step_disable"
    | "two_step_recovery_codes"
    | "two_step_policy"
  >,
  userId: number,
  before: AccountSnapshot | null,
  after: AccountSnapshot | null,
): Promise<void> =>
  insertRecord(knex, source, {
    action,
    entity: "users",
    entityId: userId,
    before: before === null ? null : { ...before },
    after: after === null ? null : { ...after },
  })

/**
 * The audit trail's actions and kinds of content, with no Effect import: the back office's activity
 * route validates its address with them, and that validation is part of the app's first load, which
 * must not bring the schema library (e2e/site/load-cost.spec.ts). schema/audit.ts checks that the
 * entity list matches the synced entities.
 */
export const auditActions = [
  "create",
  "update",
  "delete",
  "publish",
  "unpublish",
  "status",
  "settings",
  "login",
  "login_failed",
  "logout",
  "password_change",
  // Team accounts (issue 29): an administrator's changes of accounts, and a person's own steps.
  "account_invite",
  "account_update",
  "account_reset",
  "account_delete",
  "invitation_accept",
  "session_end",
  // Two-step sign-in (issue 29): a person's own authenticator and codes, and the administrators' policy.
  "two_step_enable",
  "two_step_disable",
  "two_step_recovery_codes",
  "two_step_policy",
  // Passkeys (issue 29): a person adds, renames or removes one of their own.
  "passkey_add",
  "passkey_rename",
  "passkey_remove",
] as const
export type AuditAction = (typeof auditActions)[number]

/**
 * The synced entities, plus `users` for sign-ins, password changes and account changes (an account's own history) and
 * `media` for the picture library (uploads, alt-text edits, deletes; docs/media.md).
 */
export const auditEntities = [
  "employees",
  "teams",
  "projects",
  "tools",
  "blogPosts",
  "collaborations",
  "settings",
  "users",
  "media",
] as const
export type AuditEntity = (typeof auditEntities)[number]

/**
 * The server's own jobs that change content with no person behind them, as an audit record's
 * `automatic`: `enquiryRetention` deletes completed and rejected enquiries once the settings' period
 * has passed (sync-server/abuse/enquiry-retention.ts); `schedule` publishes and unpublishes at the
 * time an editor set (sync-server/schedule/scheduler.ts; the editor's own update that set the time is
 * recorded under their name).
 */
export const automaticActors = ["enquiryRetention", "schedule"] as const
export type AutomaticActor = (typeof automaticActors)[number]

export const isAutomaticActor = (name: unknown): name is AutomaticActor =>
  typeof name === "string" && (automaticActors as ReadonlyArray<string>).includes(name)

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
] as const
export type AuditAction = (typeof auditActions)[number]

/**
 * The synced entities, plus `users` for sign-ins and password changes (an account's own history) and
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

/**
 * Team accounts' roles and what each may do (issue 29, docs/security.md "Accounts and roles").
 * The server decides every request with `can` (sync-server/auth/account.ts); the app uses the same
 * table only to hide what a role cannot do. No Effect import: the back office's navigation reads it.
 */
export const roles = ["admin", "editor", "viewer"] as const
export type Role = (typeof roles)[number]

export const accountStates = ["active", "disabled"] as const
export type AccountState = (typeof accountStates)[number]

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (roles as ReadonlyArray<string>).includes(value)

/**
 * - readBackOffice: every list, dialog and record history of the content kinds, the media library;
 * - editContent: employees, teams, projects, tools, posts (publish and unpublish too) and pictures;
 * - editSettings: the site settings;
 * - readEnquiries: collaboration requests and contact messages (customers' contact details), their
 *   status, notes, export and deletion;
 * - readActivity: the activity log, and the history of accounts;
 * - manageAccounts: invite, change roles, disable, re-enable, reset sign-in, delete.
 */
export const permissions = {
  readBackOffice: ["admin", "editor", "viewer"],
  editContent: ["admin", "editor"],
  editSettings: ["admin"],
  readEnquiries: ["admin"],
  readActivity: ["admin"],
  manageAccounts: ["admin"],
} as const satisfies Record<string, ReadonlyArray<Role>>
export type Permission = keyof typeof permissions

export const can = (role: Role | undefined, permission: Permission): boolean =>
  role !== undefined && (permissions[permission] as ReadonlyArray<Role>).includes(role)

/**
 * The sync feed's scope for a role: administrators read everything, editors and viewers every
 * content row (drafts included) but no enquiry, anonymous readers the published content.
 */
export type SyncScope = "anonymous" | "staff" | "admin"
export const syncScopeOf = (role: Role | undefined): SyncScope =>
  role === undefined ? "anonymous" : can(role, "readEnquiries") ? "admin" : "staff"

/** The permission a write of a kind of record needs (the same for create, update, delete, publish). */
export const writePermissionOf = (
  entity: "employees" | "teams" | "projects" | "tools" | "blogPosts" | "collaborations" | "settings",
): Permission =>
  entity === "settings" ? "editSettings" : entity === "collaborations" ? "readEnquiries" : "editContent"

/**
 * How one audit record reads in the activity log: who did it, the row's name (from the row after the
 * change, or before it for a delete) and where its screen is, the pill colour of the action.
 */
import type { AuditAction, AuditEntity, AuditRecord } from "../../../../schema/audit.ts"
import { localizedText } from "../../../../schema/localized.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { PillColor } from "../ui/Pill.tsx"

/** The field that names a row of each kind (settings and accounts are named otherwise). */
const nameFields: Partial<Record<AuditEntity, string>> = {
  employees: "name",
  teams: "name",
  projects: "name",
  tools: "name",
  blogPosts: "title",
  collaborations: "companyName",
  // A picture is named by its alt text (altEn in English).
  media: "alt",
}

/** The back-office screen of each kind of content (accounts have none). */
const screens: Partial<Record<AuditEntity, string>> = {
  employees: "/systemadmin/employees",
  teams: "/systemadmin/teams",
  projects: "/systemadmin/projects",
  tools: "/systemadmin/tools",
  blogPosts: "/systemadmin/blog",
  collaborations: "/systemadmin/collaborations",
  settings: "/systemadmin/settings",
  media: "/systemadmin/media",
}

export const screenOf = (entity: AuditEntity | null): string | undefined =>
  entity === null ? undefined : screens[entity]

/**
 * The row's name in the person's language (an English name falls back to the Chinese one); for an
 * account, its username from the list of accounts. Undefined when the record names no row (a failed
 * sign-in under an unknown name, the settings).
 */
export const recordName = (
  record: Pick<AuditRecord, "entity" | "entityId" | "before" | "after">,
  language: string,
  accounts: ReadonlyArray<{ readonly id: number; readonly username: string }>,
): string | undefined => {
  if (record.entity === "users")
    return accounts.find((account) => account.id === record.entityId)?.username ?? undefined
  const field = record.entity === null ? undefined : nameFields[record.entity]
  const row = record.after ?? record.before
  if (field === undefined || row === null) return undefined
  const { text } = localizedText(row, field, language === "en" ? "en" : "zh-CN")
  return text.trim() === "" ? undefined : text
}

export type ActorKind = "account" | "retention" | "schedule" | "system" | "anonymous"

/**
 * Who did it: the account; the server's enquiry retention or its scheduled publishing; "system" for
 * the console (password changes); else anonymous.
 */
export const actorKind = (record: Pick<AuditRecord, "actor" | "action" | "automatic">): ActorKind =>
  record.actor !== null
    ? "account"
    : record.automatic === "enquiryRetention"
      ? "retention"
      : record.automatic === "schedule"
        ? "schedule"
        : record.action === "password_change"
          ? "system"
          : "anonymous"

/** The name shown for an actor that is not an account (`anonymous`: the screen's own word for nobody). */
export const otherActorName = (
  LL: TranslationFunctions,
  kind: Exclude<ActorKind, "account">,
  anonymous: string,
): string =>
  kind === "retention"
    ? LL.audit.retentionActor()
    : kind === "schedule"
      ? LL.audit.scheduleActor()
      : kind === "system"
        ? LL.audit.systemActor()
        : anonymous

const actionColors: Record<AuditAction, PillColor> = {
  create: "green",
  update: "blue",
  delete: "red",
  publish: "teal",
  unpublish: "orange",
  status: "purple",
  settings: "indigo",
  login: "gray",
  login_failed: "red",
  logout: "gray",
  password_change: "yellow",
  account_invite: "green",
  account_update: "blue",
  account_reset: "orange",
  account_delete: "red",
  invitation_accept: "teal",
  session_end: "gray",
  passkey_add: "green",
  passkey_rename: "blue",
  passkey_remove: "orange",
  two_step_enable: "green",
  two_step_disable: "orange",
  two_step_recovery_codes: "yellow",
  two_step_policy: "indigo",
}

export const actionColor = (action: AuditAction): PillColor => actionColors[action]

/** Bookkeeping the server changes with every write: not a change a person made. */
const bookkeeping = new Set(["id", "version", "updatedAt"])

/** The fields worth naming: an edit's changed fields; a create or delete touches the whole row. */
export const changedFields = (record: Pick<AuditRecord, "action" | "changed">): ReadonlyArray<string> =>
  record.action === "create" || record.action === "delete"
    ? []
    : record.changed.filter((field) => !bookkeeping.has(field))

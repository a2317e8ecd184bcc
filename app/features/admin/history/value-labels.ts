/**
 * Stored values that are codes, shown by their name in the person's language (a blog category is
 * stored in Chinese, a request's status as a code), and stored times shown as local dates.
 */
import type { EntityName } from "../../../../schema/sync.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { categoryLabel } from "../lib/blog-categories.ts"
import { isKind, kindLabel } from "../lib/entry-kind.ts"
import { isStatus, statusLabel } from "../lib/collaboration-status.ts"
import { formatDateTime } from "../lib/time-format.ts"

export const valueLabel = (
  LL: TranslationFunctions,
  locale: string,
  entity: EntityName,
  field: string,
  value: unknown,
): unknown => {
  if (entity === "collaborations" && field === "notes" && Array.isArray(value))
    return value
      .map((note: { by?: string; at?: string; text?: string }) =>
        `${note.at === undefined ? "" : formatDateTime(note.at, locale)} ${note.by ?? ""}: ${note.text ?? ""}`.trim(),
      )
      .join("\n")
  if (typeof value !== "string") return value
  if (entity === "blogPosts" && field === "category") return categoryLabel(LL, value)
  if (entity === "collaborations" && field === "status" && isStatus(value)) return statusLabel(LL, value)
  if (entity === "collaborations" && field === "kind" && isKind(value)) return kindLabel(LL, value)
  if (field === "createdAt" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value, locale)
  return value
}

/** How an outbox entry names its row in the panel: the row's own name or title when it has one. */
import type { EntityName } from "../../../schema/sync.ts"
import type { OutboxEntry } from "../../db/local-row.ts"
import type { TranslationFunctions } from "../../i18n/i18n-types.ts"

export const rowLabel = (entry: OutboxEntry): string => {
  for (const source of [entry.payload, entry.baseRow ?? {}, entry.conflict?.theirs ?? {}]) {
    for (const field of ["name", "title", "companyName", "subject", "siteName"]) {
      const value = (source as Record<string, unknown>)[field]
      if (typeof value === "string" && value.trim() !== "") return value
    }
  }
  return entry.targetId > 0 ? `#${entry.targetId}` : ""
}

/** A field value as text for the side-by-side view. */
export const showValue = (value: unknown): string => {
  if (value === null || value === undefined) return "—"
  if (typeof value === "string") return value === "" ? "—" : value
  if (Array.isArray(value)) return value.join(", ")
  return String(value)
}

/** Which admin translations name an entity's fields (the same labels as its edit form). */
const fieldTexts = {
  employees: "employees",
  teams: "teams",
  projects: "projects",
  tools: "tools",
  blogPosts: "blog",
  collaborations: "collaborations",
  settings: "settings",
} as const satisfies Record<EntityName, string>

/** A blog post's "title" field: its area's `title` key is the screen's heading. */
const renamed: Partial<Record<EntityName, Record<string, string>>> = { blogPosts: { title: "postTitle" } }

/** A field's label in the person's language, as its form shows it; the field's own name when none. */
export const fieldLabel = (LL: TranslationFunctions, entity: EntityName, field: string): string => {
  const area = fieldTexts[entity]
  // The settings screen's texts have their own area (app/i18n/*/admin-settings.ts).
  const texts = (area === "settings" ? LL.adminSettings : LL.adminRecords[area]) as unknown as Record<
    string,
    unknown
  >
  const key = renamed[entity]?.[field] ?? (field === "title" ? "" : field)
  const text = texts[key]
  return typeof text === "function" ? String((text as () => string)()) : field
}

/**
 * One declaration per content kind (issue 27): the fields a person edits in the back office, once,
 * each with its widget, its English twin and its label. The back office's forms, their starting
 * values and payloads (app/features/admin/forms/declared-form.ts) and the history's field names
 * (app/features/admin/history/field-labels.ts) are derived from it, so a field declared here is
 * editable, labelled and translated everywhere at once.
 *
 * Plain data, free of Effect and of the DOM: the public site's first load may import it, and so may
 * the server. What a field may hold is the entity's schema (schema/entities/<kind>.ts), which a test
 * holds to this declaration (schema/content-fields.test.ts).
 */
import type { EntityName } from "./sync.ts"

export type FieldWidget =
  /** One line of text. */
  | "text"
  /** Several lines of text. */
  | "textarea"
  /** A list of short texts (string[]), edited one item per line. */
  | "list"
  /** A web address; empty is stored as null. */
  | "url"
  /** A picture (media-upload/ImageField); `optional` ones are stored as null when empty. */
  | "image"
  /** Ids of records of another kind (`of`), picked from a list. */
  | "references"
  /** One of a fixed set of codes (`options`). */
  | "select"

export interface ContentField {
  readonly name: string
  readonly widget: FieldWidget
  /**
   * The field has an English twin `${name}En` (schema/localized.ts): the form shows it under the
   * language switch, the public page shows it to English readers and marks the Chinese fallback.
   */
  readonly english?: true
  /** The label's key in the kind's admin texts (LL.admin.<entity>). */
  readonly label: string
  /** A hint's key in the kind's admin texts, shown under the field. */
  readonly hint?: string
  /** Empty is allowed: the label says "(optional)" and an empty text is stored as null. */
  readonly optional?: true
  /** A text of up to limits.mediumText characters (else limits.shortText); its twin's limit too. */
  readonly long?: true
  /** What a new record holds when a create leaves the field out (a text or a select's code). */
  readonly default?: string
  /** For "references": the kind whose ids the field holds. */
  readonly of?: EntityName
  /** For "select": the codes it offers (their labels come from the site's texts). */
  readonly options?: ReadonlyArray<string>
  /**
   * Where the public detail page shows the field by itself, with no page of its own to edit:
   * "fact", a line of the facts beside the page (its label, the value in the reader's language, the
   * "中文" mark on a Chinese fallback), left out when empty. A "text" or a "list" (one line).
   */
  readonly public?: "fact"
  /**
   * Shown only on the record's own page, never on its card (docs/sync.md, "What a first visit
   * pulls"): a first visit's pull (GET /api/sync?fields=cards) leaves it out, twin included, and
   * the detail page fetches it when it opens.
   */
  readonly detail?: true
}

/** The content kinds edited through a declared form. */
export type DeclaredEntity = "employees" | "teams" | "projects" | "tools"

export interface ContentDeclaration {
  readonly entity: DeclaredEntity
  readonly fields: ReadonlyArray<ContentField>
}

/** The English twin's name of a declared field (as schema/localized.ts names it). */
export const twinOf = (field: ContentField): string => `${field.name}En`

/** Every stored field name the declaration edits, twins included, in form order. */
export const declaredNames = (declaration: ContentDeclaration): ReadonlyArray<string> =>
  declaration.fields.flatMap((field) => (field.english ? [field.name, twinOf(field)] : [field.name]))

/** The fields the public detail page shows as facts, in form order. */
export const factFields = (declaration: ContentDeclaration): ReadonlyArray<ContentField> =>
  declaration.fields.filter((field) => field.public === "fact")

/** The fields with an English twin. */
export const translatedFields = (declaration: ContentDeclaration): ReadonlyArray<ContentField> =>
  declaration.fields.filter((field) => field.english === true)

/** The stored names (twins included) the cards pull leaves out: only the record's own page shows them. */
export const detailNames = (declaration: ContentDeclaration): ReadonlyArray<string> =>
  declaration.fields
    .filter((field) => field.detail === true)
    .flatMap((field) => (field.english ? [field.name, twinOf(field)] : [field.name]))

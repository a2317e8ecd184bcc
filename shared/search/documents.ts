/**
 * The records the site search finds (issue 32), as documents: one per published employee, team,
 * project, tool and post, with its texts in both languages grouped into four fields by weight
 * (title; tags; summary; body). Made from rows as a device or the server holds them
 * (schema/entities/*), read loosely: a field missing from an older row is empty.
 */
import { splitUseCases } from "../../schema/use-cases.ts"
import { markdownText } from "./markdown-text.ts"

export const searchKinds = ["employee", "team", "project", "tool", "post"] as const
export type SearchKind = (typeof searchKinds)[number]

/** The four fields, heaviest first (search-index.ts weighs a match by its field). */
export const searchFields = ["title", "tags", "summary", "body"] as const
export type SearchField = (typeof searchFields)[number]

/** A field's text in each language ("" where there is none). */
export interface Bilingual {
  readonly zh: string
  readonly en: string
}

export interface SearchDocument {
  readonly kind: SearchKind
  readonly id: number
  readonly fields: Readonly<Record<SearchField, Bilingual>>
}

/** A row as read: any fields, an id. */
export type SearchRow = Readonly<Record<string, unknown>> & { readonly id: number }

const text = (row: SearchRow, field: string): string => {
  const value = row[field]
  if (typeof value === "string") return value
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join("\n")
  return ""
}

/** Several fields in one, a line each (empties dropped). */
const joined = (row: SearchRow, names: readonly string[], english: boolean): string =>
  names
    .map((name) => {
      const value = text(row, english ? `${name}En` : name)
      return name === "useCases" ? splitUseCases(value).join("\n") : value
    })
    .filter((value) => value !== "")
    .join("\n")

const both = (row: SearchRow, names: readonly string[]): Bilingual => ({
  zh: joined(row, names, false),
  en: joined(row, names, true),
})

/** Which row fields make each document field, per kind (every one has an `En` twin). */
const layout: Readonly<Record<SearchKind, Readonly<Record<SearchField, readonly string[]>>>> = {
  employee: {
    title: ["name"],
    tags: ["profession", "useCases", "capabilities", "integrations", "modelBase"],
    summary: ["description"],
    body: ["technicalDetails", "deploymentTime"],
  },
  team: { title: ["name"], tags: ["capabilities"], summary: ["description"], body: ["technicalDetails"] },
  project: {
    title: ["name"],
    tags: ["industry", "technologies", "teamDescription"],
    summary: ["description"],
    body: ["challengeDescription", "solutionDescription", "resultDescription"],
  },
  tool: {
    title: ["name"],
    tags: ["features", "compatibility"],
    summary: ["description"],
    body: ["technicalDescription"],
  },
  post: { title: ["title"], tags: [], summary: ["summary"], body: [] },
}

/**
 * Whether a row is on the public site: a post when published, anything else unless switched off
 * (a signed-in administrator's device also holds drafts and inactive records).
 */
export const isPublic = (kind: SearchKind, row: SearchRow): boolean =>
  kind === "post" ? row.isPublished === true : row.isActive !== false

/** The document of a row, or undefined when the row is not public. */
export const searchDocumentOf = (kind: SearchKind, row: SearchRow): SearchDocument | undefined => {
  if (!isPublic(kind, row)) return undefined
  const fields = layout[kind]
  const body =
    kind === "post"
      ? { zh: markdownText(text(row, "content")), en: markdownText(text(row, "contentEn")) }
      : both(row, fields.body)
  const tags = kind === "post" ? { zh: text(row, "category"), en: "" } : both(row, fields.tags)
  return {
    kind,
    id: row.id,
    fields: { title: both(row, fields.title), tags, summary: both(row, fields.summary), body },
  }
}

/** The key of a document in the index. */
export const documentKey = (kind: SearchKind, id: number): string => `${kind}:${id}`

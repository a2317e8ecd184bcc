import { issuesByField } from "../../../../schema/decode.ts"
import type { FieldIssue } from "../../../../schema/errors.ts"

/** What an admin form holds while it is being filled in: texts, switches and id lists. */
export type FormValue = string | boolean | ReadonlyArray<number>
export type FormValues = Readonly<Record<string, FormValue>>

export const textOf = (values: FormValues, name: string): string => {
  const value = values[name]
  return typeof value === "string" ? value : ""
}
export const boolOf = (values: FormValues, name: string): boolean => values[name] === true
export const idsOf = (values: FormValues, name: string): ReadonlyArray<number> => {
  const value = values[name]
  return Array.isArray(value) ? (value as ReadonlyArray<number>) : []
}

/** An optional URL field: empty means "no URL" (null), as the schemas expect. */
export const urlOrNull = (value: string): string | null => (value.trim() === "" ? null : value.trim())

/** Errors thrown by the mutations (ValidationError) carry the same field issues as decodeWith. */
export const issuesOf = (error: unknown): Record<string, string> | null =>
  typeof error === "object" && error !== null && "issues" in error && Array.isArray(error.issues)
    ? issuesByField(error.issues as ReadonlyArray<FieldIssue>)
    : null

export const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message !== "" ? error.message : undefined

/**
 * A refused two-step call as its form shows it: a wrong password or code under its field, the
 * server's field issues under theirs, anything else (a 429's wait, offline) as the form's problem.
 */
import { ServerCallError, isOffline, serverFieldErrors } from "../lib/server-call.ts"

export interface ShownError {
  readonly fields: Record<string, string>
  readonly problem: string | null
}

export const shownError = (
  error: unknown,
  fieldOf: { readonly WRONG_PASSWORD?: string; readonly WRONG_CODE?: string },
  texts: { readonly offline: string; readonly failed: string },
): ShownError => {
  if (error instanceof ServerCallError && error.code !== undefined) {
    const field = fieldOf[error.code as keyof typeof fieldOf]
    if (field !== undefined) return { fields: { [field]: error.message }, problem: null }
  }
  const fields = serverFieldErrors(error)
  if (Object.keys(fields).length > 0) return { fields, problem: null }
  if (isOffline(error)) return { fields: {}, problem: texts.offline }
  return { fields: {}, problem: error instanceof Error ? error.message : texts.failed }
}

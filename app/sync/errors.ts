/** Errors the mutations throw, so a form can show them next to its fields or as a toast. */
import type { FieldIssue } from "../../schema/errors.ts"
import type { Language } from "../../schema/messages.ts"
import en from "../i18n/en/sync.ts"
import zh from "../i18n/zh-CN/sync.ts"

/** The payload did not pass the shared schema; nothing was written. `issues` are as decodeWith gives them. */
export class ValidationError extends Error {
  readonly issues: ReadonlyArray<FieldIssue>
  constructor(issues: ReadonlyArray<FieldIssue>) {
    super(issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "))
    this.name = "ValidationError"
    this.issues = issues
  }
}

/** The device's storage is full (QuotaExceededError); nothing was written. */
export class StorageFullError extends Error {
  constructor(language: Language) {
    super((language === "en" ? en : zh).quotaExceeded)
    this.name = "StorageFullError"
  }
}

/** The row to change is not on this device (a stale id); nothing was written. */
export class LocalRowMissingError extends Error {
  constructor(language: Language) {
    super((language === "en" ? en : zh).rowMissing)
    this.name = "LocalRowMissingError"
  }
}

/** Dexie wraps the browser's error; either may carry the name. */
export const isQuotaError = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false
  const named = error as { name?: unknown; inner?: unknown }
  return named.name === "QuotaExceededError" || isQuotaError(named.inner)
}

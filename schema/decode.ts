/**
 * Decode unknown input with a shared schema and turn any failure into field issues carrying
 * message codes (and texts in the asked language). Used by the server at its edge and by forms.
 */
import { Result, Schema, SchemaIssue } from "effect"
import type { FieldIssue } from "./errors.ts"
import { type Language, isMessageCode, messageText } from "./messages.ts"

const toCode = (message: string): string => (isMessageCode(message) ? message : "invalidValue")

const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (issue) => {
    if (issue._tag === "MissingKey") return "required"
    if (issue._tag === "InvalidType") return "invalidType"
    const annotated = "annotations" in issue ? issue.annotations?.message : undefined
    return typeof annotated === "string" ? annotated : "invalidValue"
  },
  checkHook: (issue) => {
    const annotated = issue.filter.annotations?.message
    return typeof annotated === "string" ? annotated : undefined
  },
})

export type DecodeResult<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly issues: ReadonlyArray<FieldIssue> }

export const decodeWith =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (input: unknown, language: Language = "zh-CN"): DecodeResult<S["Type"]> => {
    const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
    if (Result.isSuccess(result)) return { ok: true, value: result.success }
    const issues = formatter(result.failure.issue).issues.map((issue) => {
      const code = toCode(issue.message)
      return {
        path: (issue.path ?? []).map((key) =>
          typeof key === "object" && key !== null && "key" in key
            ? String(key.key)
            : (key as string | number),
        ),
        code,
        message: messageText(code, language),
      }
    })
    return { ok: false, issues }
  }

/** Field name -> first message, for showing one message next to each form field. */
export const issuesByField = (issues: ReadonlyArray<FieldIssue>): Record<string, string> => {
  const byField: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "")
    byField[field] ??= issue.message
  }
  return byField
}

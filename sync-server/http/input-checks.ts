/**
 * What every request's parsed input must be before any route reads it (both apps: app.ts's `/api`
 * chain and the media app): a JSON body nested at most `maxJsonDepth` levels, and no text, in the body
 * (keys too) or the query string, that a database cannot keep as sent (schema/storable-text.ts: NUL,
 * lone surrogates). Refused with 400 and the person's language, before the session is read: such
 * input reaches no query, no password check and no log, so it can neither make the database fail
 * (a 500) nor probe anything. One iterative walk: no input can make it (or the idempotency key's body
 * hash after it) run out of stack.
 */
import type { NextFunction, Request, Response } from "express"
import type { FieldIssue } from "../../schema/errors.ts"
import { messageText } from "../../schema/messages.ts"
import { isStorableText } from "../../schema/storable-text.ts"
import { HttpError, languageOf } from "./errors.ts"

/** Far deeper than any body of the API (a push batch's mutation bodies are 4 levels in, and shallow). */
export const maxJsonDepth = 64

/** At most this many fields are named in one refusal. */
const maxIssues = 20

interface Node {
  readonly value: unknown
  /** 1 for the body itself. */
  readonly depth: number
  readonly parent: Node | undefined
  readonly key: string | number | undefined
}

const pathOf = (node: Node): Array<string | number> => {
  const path: Array<string | number> = []
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}

export type InputProblem =
  | { readonly kind: "tooDeep" }
  | { readonly kind: "unstorable"; readonly paths: ReadonlyArray<ReadonlyArray<string | number>> }

/**
 * What is wrong with parsed input (a JSON value, or a query object), or undefined. A value nested
 * deeper than `maxJsonDepth` is reported as soon as it is met, whatever else the input holds.
 */
export const inputProblem = (input: unknown): InputProblem | undefined => {
  const paths: Array<ReadonlyArray<string | number>> = []
  const unstorableAt = (node: Node, key?: string) => {
    if (paths.length < maxIssues) paths.push(key === undefined ? pathOf(node) : [...pathOf(node), key])
  }
  const stack: Node[] = [{ value: input, depth: 1, parent: undefined, key: undefined }]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const { value, depth } = node
    if (typeof value === "string") {
      if (!isStorableText(value)) unstorableAt(node)
      continue
    }
    if (typeof value !== "object" || value === null) continue
    if (depth > maxJsonDepth) return { kind: "tooDeep" }
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index] as unknown, depth: depth + 1, parent: node, key: index })
      continue
    }
    const entries = Object.entries(value as Record<string, unknown>)
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as [string, unknown]
      if (!isStorableText(key)) unstorableAt(node, key)
      stack.push({ value: item, depth: depth + 1, parent: node, key })
    }
  }
  return paths.length === 0 ? undefined : { kind: "unstorable", paths }
}

/** The 400 answer to a problem, with each field named (as a validation error names them) in `req`'s language. */
export const inputError = (req: Pick<Request, "headers">, problem: InputProblem): HttpError => {
  if (problem.kind === "tooDeep") return new HttpError(400, "VALIDATION", "error.tooDeep")
  const message = messageText("unstorableText", languageOf(req))
  const issues: FieldIssue[] = problem.paths.map((path) => ({ path, code: "unstorableText", message }))
  return new HttpError(400, "VALIDATION", "error.unstorableText", { issues })
}

const refuse = (input: unknown, req: Request, next: NextFunction): void => {
  const problem = inputProblem(input)
  next(problem === undefined ? undefined : inputError(req, problem))
}

/** After the JSON parser: the body's depth and texts. */
export const checkJsonBody = (req: Request, _res: Response, next: NextFunction): void =>
  refuse(req.body, req, next)

/** The query string's names and values (`?alt=` of an upload, `?actor=` of the activity...). */
export const checkQuery = (req: Request, _res: Response, next: NextFunction): void =>
  refuse(req.query, req, next)

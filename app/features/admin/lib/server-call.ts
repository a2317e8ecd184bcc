/**
 * A JSON call to the server for what is not synced content (accounts, sessions, invitations): it goes
 * straight to the server, never through the outbox, so a screen using it is online only and says so.
 * The CSRF check is the browser's own Origin header, which a same-site fetch always sends.
 */
import { issuesByField } from "../../../../schema/decode.ts"
import type { ApiErrorBody, FieldIssue } from "../../../../schema/errors.ts"

/** A failed call: `offline` when no answer came, else the server's status, code, message and field issues. */
export class ServerCallError extends Error {
  constructor(
    readonly status: number | "offline",
    message: string,
    readonly code?: string,
    readonly issues?: ReadonlyArray<FieldIssue>,
  ) {
    super(message)
  }
}

export const isOffline = (error: unknown): boolean =>
  error instanceof ServerCallError && error.status === "offline"

/** A 400's field issues as a form shows them (field name -> message, as the form's own check gives). */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ServerCallError && error.issues !== undefined ? issuesByField(error.issues) : {}

export const callServer = async <T>(
  path: string,
  language: string,
  init: { readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; readonly body?: unknown } = {},
): Promise<T> => {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "include",
      headers: {
        "Accept-Language": language,
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  } catch (error) {
    throw new ServerCallError("offline", String(error))
  }
  const body = (await response.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined
  if (!response.ok)
    throw new ServerCallError(
      response.status,
      typeof body?.message === "string" ? body.message : response.statusText,
      typeof body?.code === "string" ? body.code : undefined,
      Array.isArray(body?.issues) ? body.issues : undefined,
    )
  return body as T
}

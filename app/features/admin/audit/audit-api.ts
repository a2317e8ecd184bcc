/**
 * The back office's reads of the audit trail (docs/audit.md): GET /api/history/:entity/:id and
 * GET /api/activity. They talk to the server directly, like the session calls: the audit trail is the
 * server's record, not synced content, so it is read online only (offline, the caller says so).
 */
import type { AuditEntity, AuditPage } from "../../../../schema/audit.ts"

/** A failed read: `offline` when no answer came (no network), else the server's status and message. */
export class AuditReadError extends Error {
  constructor(
    readonly status: number | "offline",
    message: string,
  ) {
    super(message)
  }
}

const read = async (path: string, language: string, signal?: AbortSignal): Promise<AuditPage> => {
  let response: Response
  try {
    response = await fetch(path, { credentials: "include", headers: { "Accept-Language": language }, signal })
  } catch (error) {
    if (signal?.aborted === true) throw error
    throw new AuditReadError("offline", String(error))
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown }
    throw new AuditReadError(
      response.status,
      typeof body.message === "string" ? body.message : response.statusText,
    )
  }
  return (await response.json()) as AuditPage
}

const query = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value))
  const text = search.toString()
  return text === "" ? "" : `?${text}`
}

export interface PageRequest {
  readonly limit?: number
  /** The previous page's `nextCursor`. */
  readonly before?: string
}

/** One row's versions, newest first (readable after the row was deleted). */
export const fetchHistory = (
  entity: AuditEntity,
  id: number,
  page: PageRequest,
  language: string,
  signal?: AbortSignal,
): Promise<AuditPage> =>
  read(`/api/history/${entity}/${id}${query({ limit: page.limit, before: page.before })}`, language, signal)

export interface ActivityFilters {
  /** A user id. */
  readonly actor?: number
  readonly entity?: AuditEntity
  readonly action?: string
  /** Inclusive, ISO date-time (send the local day's start). */
  readonly from?: string
  /** Exclusive, ISO date-time (send the next local day's start). */
  readonly to?: string
}

/** Every record, newest first, filtered. */
export const fetchActivity = (
  filters: ActivityFilters,
  page: PageRequest,
  language: string,
  signal?: AbortSignal,
): Promise<AuditPage> =>
  read(`/api/activity${query({ ...filters, limit: page.limit, before: page.before })}`, language, signal)

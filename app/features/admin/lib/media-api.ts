/**
 * The media library's calls to the server (docs/media.md): GET /api/media, GET/PATCH/DELETE
 * /api/media/:id. Like the audit reads, they talk to the server directly: the library is the server's
 * record of uploaded files, not synced content, so it is online only (offline, the caller says so).
 * Writes carry an Idempotency-Key like every other write of the app; the CSRF check is the browser's
 * own Origin header, which a same-site fetch always sends.
 */
import type { MediaAltUpdate, MediaLibraryItem, MediaRecord } from "../../../../schema/media.ts"

/** A failed call: `offline` when no answer came, else the server's status, code and message. */
export class MediaCallError extends Error {
  constructor(
    readonly status: number | "offline",
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

const callWithHeaders = async (
  path: string,
  language: string,
  init: RequestInit & { signal?: AbortSignal | undefined } = {},
): Promise<{ body: unknown; headers: Headers }> => {
  let response: Response
  try {
    response = await fetch(path, {
      credentials: "include",
      ...init,
      headers: { "Accept-Language": language, ...init.headers },
    })
  } catch (error) {
    if (init.signal?.aborted === true) throw error
    throw new MediaCallError("offline", String(error))
  }
  const body = (await response.json().catch(() => undefined)) as
    { message?: unknown; code?: unknown } | undefined
  if (!response.ok)
    throw new MediaCallError(
      response.status,
      typeof body?.message === "string" ? body.message : response.statusText,
      typeof body?.code === "string" ? body.code : undefined,
    )
  return { body, headers: response.headers }
}

const call = async (
  path: string,
  language: string,
  init: RequestInit & { signal?: AbortSignal | undefined } = {},
): Promise<unknown> => (await callWithHeaders(path, language, init)).body

/** A write: JSON body (when given), a new Idempotency-Key, the person's language. */
const write = (method: "PATCH" | "DELETE", path: string, language: string, body?: unknown) =>
  call(path, language, {
    method,
    headers: {
      "Idempotency-Key": crypto.randomUUID(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

export const mediaApiPath = "/api/media"

/**
 * The next page's address from a list's `Link` header (the server pages every list:
 * schema/list-paging.ts), only when it is the library's own address on this origin.
 */
export const nextMediaPage = (link: string | null): string | undefined => {
  const next = link === null ? undefined : /<([^>]*)>\s*;\s*rel="next"/.exec(link)?.[1]
  return next !== undefined && next.startsWith(`${mediaApiPath}?`) ? next : undefined
}

/** At most this many pages are read (100 pictures each): a library far larger than any site's. */
const maxLibraryPages = 1000

/**
 * Every picture with its use count, as the server orders them (newest first): the library's pages
 * read one after the other by their `Link`s (the screen filters and counts them all by use).
 */
export const fetchMediaLibrary = async (
  language: string,
  signal?: AbortSignal,
): Promise<ReadonlyArray<MediaLibraryItem>> => {
  const items: MediaLibraryItem[] = []
  let path: string | undefined = mediaApiPath
  for (let page = 0; path !== undefined && page < maxLibraryPages; page += 1) {
    const answer = await callWithHeaders(path, language, { signal })
    items.push(...((answer.body as { media?: MediaLibraryItem[] } | undefined)?.media ?? []))
    path = nextMediaPage(answer.headers.get("Link"))
  }
  return items
}

/** One picture with its use count now. */
export const fetchMediaItem = async (id: number, language: string): Promise<MediaLibraryItem> =>
  (await call(`${mediaApiPath}/${id}`, language)) as MediaLibraryItem

/** New alt texts (the server has no versions for media, so no If-Match): the record as stored. */
export const updateMediaAlt = async (
  id: number,
  changes: MediaAltUpdate,
  language: string,
): Promise<MediaRecord> => (await write("PATCH", `${mediaApiPath}/${id}`, language, changes)) as MediaRecord

/** Deletes an unused picture; 409 `MEDIA_IN_USE` (with the server's message) while content uses it. */
export const deleteMedia = async (id: number, language: string): Promise<void> => {
  await write("DELETE", `${mediaApiPath}/${id}`, language)
}

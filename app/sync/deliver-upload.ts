/**
 * Send one queued picture: `POST /api/media?alt=&altEn=` with the raw bytes and the upload's own
 * Idempotency-Key (docs/media.md), and sort the answer like deliver.ts sorts an entry's. Uploads are
 * not part of the batched JSON push: the body is the picture itself.
 */
import type { MediaRecord } from "../../schema/media.ts"
import type { EntryError, QueuedUpload } from "../db/local-row.ts"
import type { Transport } from "./transport.ts"

export const mediaPath = "/api/media"

export type UploadOutcome =
  | { readonly kind: "uploaded"; readonly record: MediaRecord }
  /** Network error (the answer may be lost after the server committed), 5xx, 429, 409 key in flight. */
  | { readonly kind: "retry"; readonly error: EntryError }
  | { readonly kind: "unauthorized" }
  /** 400, 413, 415, 422...: the server will not take this picture; sending it again cannot help. */
  | { readonly kind: "rejected"; readonly error: EntryError }

const isRecord = (body: unknown): body is MediaRecord =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as MediaRecord).id === "number" &&
  typeof (body as MediaRecord).src === "string"

export const classifyUpload = (status: number, body: unknown): UploadOutcome => {
  const message =
    typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
      ? (body as { message: string }).message
      : undefined
  if (status >= 200 && status < 300)
    return isRecord(body)
      ? { kind: "uploaded", record: body }
      : { kind: "retry", error: { kind: "server", status, message } }
  if (status === 401) return { kind: "unauthorized" }
  if (status === 429) return { kind: "retry", error: { kind: "rateLimited", status, message } }
  if (status === 409 || status >= 500) return { kind: "retry", error: { kind: "server", status, message } }
  return { kind: "rejected", error: { kind: "rejected", status, message } }
}

export const uploadUrl = (transport: Transport, upload: QueuedUpload): string =>
  `${transport.baseUrl}${mediaPath}?${new URLSearchParams({ alt: upload.alt, altEn: upload.altEn }).toString()}`

/** One attempt; never throws (a failure on the way, a body cut off, is a network error: retry). */
export const deliverUpload = async (transport: Transport, upload: QueuedUpload): Promise<UploadOutcome> => {
  if (upload.blob === null) return { kind: "rejected", error: { kind: "rejected" } }
  try {
    const response = await transport.fetch(uploadUrl(transport, upload), {
      method: "POST",
      headers: {
        "Idempotency-Key": upload.key,
        "Accept-Language": transport.language(),
        "Content-Type": upload.type === "" ? "application/octet-stream" : upload.type,
      },
      body: upload.blob,
    })
    const text = await response.text()
    let body: unknown
    try {
      body = text === "" ? undefined : JSON.parse(text)
    } catch {
      body = undefined
    }
    return classifyUpload(response.status, body)
  } catch {
    return { kind: "retry", error: { kind: "network" } }
  }
}

/**
 * Send one queued picture: `POST /api/media?alt=&altEn=&fileName=` with the raw bytes and the upload's own
 * Idempotency-Key (docs/media.md), and sort the answer like deliver.ts sorts an entry's. Uploads are
 * not part of the batched JSON push: the body is the picture itself.
 */
import type { MediaRecord } from "../../schema/media.ts"
import type { EntryError, QueuedUpload } from "../db/local-row.ts"
import type { Transport } from "./transport.ts"
import { clearUploadProgress, reportUploadProgress } from "./upload-progress.ts"

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
  // Held back until two-step sign-in is set up (issue 29): the upload waits for it.
  const code = typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined
  if (status === 403 && code === "TWO_STEP_REQUIRED")
    return { kind: "retry", error: { kind: "server", status, message } }
  return { kind: "rejected", error: { kind: "rejected", status, message } }
}

/**
 * The query: both alt texts, and the original file's name when the kept Blob is a File (IndexedDB keeps
 * a File's name; the server keeps it made safe, for the library's search: docs/media.md).
 */
export const uploadUrl = (transport: Transport, upload: QueuedUpload): string => {
  const query = new URLSearchParams({ alt: upload.alt, altEn: upload.altEn })
  const name = typeof File !== "undefined" && upload.blob instanceof File ? upload.blob.name : ""
  if (name !== "") query.set("fileName", name)
  return `${transport.baseUrl}${mediaPath}?${query.toString()}`
}

/** The answer as both senders see it: the status and the body text. */
interface RawAnswer {
  readonly status: number
  readonly text: string
}

const uploadHeaders = (transport: Transport, upload: QueuedUpload): Record<string, string> => ({
  "Idempotency-Key": upload.key,
  "Accept-Language": transport.language(),
  "Content-Type": upload.type === "" ? "application/octet-stream" : upload.type,
  ...(upload.madeBy === undefined ? {} : { "X-Made-By": String(upload.madeBy) }),
})

/**
 * In a browser, XMLHttpRequest: fetch reports no upload progress, and the picture field shows a
 * progress bar. Same origin and credentials as the browser transport's fetch, so the session cookie
 * and the Origin the CSRF check reads are the same; rejects on a network failure or an abort.
 */
const sendWithXhr = (url: string, headers: Record<string, string>, upload: QueuedUpload, blob: Blob) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open("POST", url)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) =>
      reportUploadProgress(upload.address, event.loaded, event.lengthComputable ? event.total : blob.size)
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText })
    xhr.onerror = () => reject(new Error("network"))
    xhr.onabort = () => reject(new Error("aborted"))
    xhr.ontimeout = () => reject(new Error("timeout"))
    reportUploadProgress(upload.address, 0, blob.size)
    xhr.send(blob)
  })

/** Elsewhere (Node in the engine's tests, a transport with its own fetch): the transport's fetch. */
const sendWithFetch = async (
  transport: Transport,
  url: string,
  headers: Record<string, string>,
  blob: Blob,
): Promise<RawAnswer> => {
  const response = await transport.fetch(url, { method: "POST", headers, body: blob })
  return { status: response.status, text: await response.text() }
}

/**
 * XMLHttpRequest only for the browser's own transport (same origin): a test device's transport
 * simulates the network through its fetch, which XMLHttpRequest would go around.
 */
const usesXhr = (transport: Transport): boolean =>
  typeof XMLHttpRequest !== "undefined" && transport.baseUrl === ""

/** One attempt; never throws (a failure on the way, a body cut off, is a network error: retry). */
export const deliverUpload = async (transport: Transport, upload: QueuedUpload): Promise<UploadOutcome> => {
  if (upload.blob === null) return { kind: "rejected", error: { kind: "rejected" } }
  const url = uploadUrl(transport, upload)
  const headers = uploadHeaders(transport, upload)
  try {
    const answer = usesXhr(transport)
      ? await sendWithXhr(url, headers, upload, upload.blob)
      : await sendWithFetch(transport, url, headers, upload.blob)
    let body: unknown
    try {
      body = answer.text === "" ? undefined : JSON.parse(answer.text)
    } catch {
      body = undefined
    }
    return classifyUpload(answer.status, body)
  } catch {
    return { kind: "retry", error: { kind: "network" } }
  } finally {
    clearUploadProgress(upload.address)
  }
}

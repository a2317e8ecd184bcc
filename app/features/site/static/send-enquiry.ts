/**
 * Sending a public form's entry to the inbox (a collaboration request or a contact message): saved on
 * the device and queued in the outbox like every write, so it is delivered exactly once; then a short
 * wait for the server, to tell the person what became of it.
 */
import type { FieldIssue } from "../../../../schema/errors.ts"
import { StorageFullError, ValidationError, submitEnquiry } from "../../../sync/mutations.ts"
import { discardEntry, waitForDelivery } from "../../../sync/status.ts"

/** How long a form waits for the server before telling the person the entry is queued. */
const deliveryWaitMs = 8000

export type EnquiryOutcome =
  /** The device refused it (the shared schema): shown next to the fields. */
  | { readonly kind: "invalid"; readonly issues: ReadonlyArray<FieldIssue> }
  /** Not kept: the device is full, or the server refused it (then it left the queue). */
  | { readonly kind: "failed"; readonly message: string | undefined }
  | { readonly kind: "delivered"; readonly key: string }
  /** Kept and queued: offline, or the server is slow to answer. */
  | { readonly kind: "queued"; readonly key: string }
  /** Kept and queued: the server asked to wait (too many entries); the outbox sends it after the wait. */
  | { readonly kind: "limited"; readonly key: string; readonly message: string | undefined }

export const sendEnquiry = async (payload: Record<string, unknown>): Promise<EnquiryOutcome> => {
  let key: string
  try {
    key = (await submitEnquiry(payload)).key
  } catch (error) {
    if (error instanceof ValidationError) return { kind: "invalid", issues: error.issues }
    return { kind: "failed", message: error instanceof StorageFullError ? error.message : undefined }
  }
  const outcome = navigator.onLine
    ? await waitForDelivery(key, deliveryWaitMs)
    : { state: "pending" as const }
  if (outcome.state === "failed") {
    // Refused by the server: nothing to keep in the queue; the person corrects and sends again.
    await discardEntry(key)
    return { kind: "failed", message: outcome.error?.message }
  }
  if (outcome.state === "done") return { kind: "delivered", key }
  const limited =
    "lastError" in outcome && outcome.lastError?.kind === "rateLimited" ? outcome.lastError : null
  return limited === null ? { kind: "queued", key } : { kind: "limited", key, message: limited.message }
}

/**
 * Whether a version shows when it was made on the device besides when it reached the server: only
 * when they are apart by more than a moment. Every edit goes through the outbox, so an online save
 * also carries a device time, a fraction of a second before the server's.
 */
import type { AuditRecord } from "../../../../schema/audit.ts"

/** An edit that reached the server later than this after it was made was held on the device. */
export const heldOnDeviceMs = 5_000

export const deviceTimeOf = (record: Pick<AuditRecord, "at" | "madeAt">): string | null => {
  if (record.madeAt === null) return null
  const held = Date.parse(record.at) - Date.parse(record.madeAt)
  return Number.isFinite(held) && held >= heldOnDeviceMs ? record.madeAt : null
}

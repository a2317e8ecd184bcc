/**
 * What restoring a version sends: the fields of that version that differ from the row as it is now on
 * this device, limited to the fields the entity's write schema accepts (never id, version, updatedAt or
 * createdAt). An empty result means the version is the current content.
 */
const neverSent = new Set(["id", "version", "updatedAt", "createdAt"])

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export const restorePayload = (
  accepted: ReadonlyArray<string>,
  version: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const payload: Record<string, unknown> = {}
  for (const field of accepted) {
    if (neverSent.has(field) || !(field in version)) continue
    if (!same(version[field], current[field])) payload[field] = version[field]
  }
  return payload
}

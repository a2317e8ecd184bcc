/**
 * Three-way merge for a 409: the edit's base row, my change (the fields I sent) and the server's row
 * now. A field only I changed keeps my value; a field the server changed and I did not is already in
 * theirs; a field both changed to different values is a conflict the person resolves.
 */
import type { AnyRow } from "../db/local-row.ts"

export const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export interface MergeResult {
  /** The fields still to send on top of `theirs` (my real changes). */
  readonly payload: Record<string, unknown>
  /** Fields changed on both sides to different values. */
  readonly conflicts: ReadonlyArray<string>
}

export const threeWayMerge = (
  base: Record<string, unknown> | null,
  mine: Record<string, unknown>,
  theirs: AnyRow,
): MergeResult => {
  const payload: Record<string, unknown> = {}
  const conflicts: string[] = []
  for (const [field, value] of Object.entries(mine)) {
    if (sameValue(theirs[field], value)) continue // already there (same change on both sides)
    const iChanged = base === null || !sameValue(base[field], value)
    if (!iChanged) continue // not my change: sending it would undo theirs
    const theyChanged = base !== null && !sameValue(base[field], theirs[field])
    if (theyChanged) conflicts.push(field)
    else payload[field] = value
  }
  return { payload, conflicts }
}

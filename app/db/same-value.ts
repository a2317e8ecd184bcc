/**
 * Whether two query results hold the same data: primitives by Object.is, arrays and plain objects
 * member by member, dates by their time. A live query answers again after every write to a table it
 * read, and the first pull after a prerendered page writes the very rows the page was rendered with:
 * with this the screen keeps its previous result and React renders nothing again.
 */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  const prototypeA = Object.getPrototypeOf(a) as unknown
  // Only plain objects are compared member by member; anything else (a Map, a Blob) only by identity.
  if (prototypeA !== Object.prototype && prototypeA !== null) return false
  if (Object.getPrototypeOf(b) !== prototypeA) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  }
  return true
}

/**
 * List order of the contract: id ascending; rows created offline (negative temporary ids) come last,
 * in the order they were made (-1 before -2), because they are the newest.
 */
export const byId = (a: { id: number }, b: { id: number }): number => {
  if (a.id > 0 && b.id > 0) return a.id - b.id
  if (a.id > 0) return -1
  if (b.id > 0) return 1
  return b.id - a.id
}

/** Blog posts: newest first; equal times fall back to id order so the list is stable. */
export const byCreatedAtDesc = (
  a: { createdAt: string; id: number },
  b: { createdAt: string; id: number },
) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : byId(a, b))

/** Newest first: the reverse of `byId` (rows made offline, newest of them first, then ids downwards). */
export const newestFirst = (a: { id: number }, b: { id: number }): number => byId(b, a)

/** Project cards say how long ago a case started, in whole 30-day periods (spec section 2). */
const dayMs = 24 * 60 * 60 * 1000
const periodMs = 30 * dayMs

/** Whole 30-day periods between `createdAt` (ISO) and `now`; 0 for future or unreadable dates. */
export const monthsElapsed = (createdAt: string, now: Date = new Date()): number => {
  const created = Date.parse(createdAt)
  if (Number.isNaN(created)) return 0
  const elapsed = now.getTime() - created
  return elapsed <= 0 ? 0 : Math.floor(elapsed / periodMs)
}

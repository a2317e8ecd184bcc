/**
 * One tab pushes at a time (Web Locks). Where the API is missing (Node tests, old browsers) a lock
 * inside this page stands in: it still keeps one push in flight per page.
 */
const held = new Set<string>()

/** Run `work` if nobody holds `name`; otherwise return undefined at once (the holder does the job). */
export const withLockIfAvailable = async <T>(
  name: string,
  work: () => Promise<T>,
): Promise<T | undefined> => {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks
  if (locks !== undefined) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock === null ? undefined : work()))
  }
  if (held.has(name)) return undefined
  held.add(name)
  try {
    return await work()
  } finally {
    held.delete(name)
  }
}

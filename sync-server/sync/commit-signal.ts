/**
 * "A write just committed on this database", told inside this process (sync/change-log.ts ->
 * change-watch.ts), so a change stream held by this process hears its own writes at once, without
 * waiting for a poll or a NOTIFY.
 */
import type { Database } from "../db/connection.ts"

const listeners = new WeakMap<Database, Set<() => void>>()

export const onCommit = (db: Database, listener: () => void): (() => void) => {
  const set = listeners.get(db) ?? new Set<() => void>()
  listeners.set(db, set)
  set.add(listener)
  return () => set.delete(listener)
}

export const signalCommit = (db: Database): void => {
  for (const listener of listeners.get(db) ?? []) listener()
}

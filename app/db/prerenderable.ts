/**
 * What every public live query shares (hooks.ts, list-pages.ts): whether the device has pulled, how
 * far (a prerendered page's answers win over an older local database: prerendered-data.ts), and the
 * query's place in a rendered page's data block.
 */
import type { SiteDatabase } from "./database.ts"
import type { Live } from "./live.ts"
import type { LocalPull } from "./prerendered-data.ts"
import type { Prerenderable } from "./use-live-query.ts"

export const pulledOnce = async (database: SiteDatabase): Promise<boolean> =>
  (await database.meta.get("pulledOnce"))?.value === true

/** How far this device has pulled: the change log's seq (0 before its first pull) and when. */
export const localPull = async (database: SiteDatabase): Promise<LocalPull> => {
  const [cursor, syncedAt] = await Promise.all([
    database.meta.get("cursor"),
    database.meta.get("lastSyncedAt"),
  ])
  const finishedAt = typeof syncedAt?.value === "string" ? Date.parse(syncedAt.value) : Number.NaN
  return {
    cursor: typeof cursor?.value === "number" ? cursor.value : 0,
    finishedAt: Number.isNaN(finishedAt) ? undefined : finishedAt,
  }
}

/**
 * A public query a prerendered page can be rendered with (prerendered-data.ts): `key` names its
 * result in the page; an empty database's "loading" is no answer yet, so the page's result stays.
 */
export const prerenderable = <T>(key: string): Prerenderable<Live<T>> => ({
  key,
  pending: (value) => value.status === "loading",
  localPull,
})

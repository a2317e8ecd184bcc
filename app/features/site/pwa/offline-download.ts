/**
 * "Keep this site offline": pull everything published, then put every picture the rows' pages draw
 * on this device (offline-pictures.ts: the variant each slot would fetch, and the fallback pictures)
 * into the `site-images` cache, which the service worker serves cache-first, counting the bytes as
 * they arrive (store-pictures.ts). Then ask for persistent storage and report how much the site stores.
 * It is the site's feature, so it lives here, not in app/sync/ (the data layer imports no feature),
 * and the build still puts it in the sync engine's file (vite.config.ts, the "engine" group). The two
 * picture modules are imported when the download starts: a static import would put them, and the
 * picture rules pages share with them, in the sync engine's file, which a page would then load to
 * hydrate.
 */
import en from "../../../i18n/en/sync.ts"
import zh from "../../../i18n/zh-CN/sync.ts"
import { appClient } from "../../../sync/app-client.ts"
import { requestPersistentStorage, storedBytes } from "../../../sync/storage.ts"
import type { ByteProgress } from "./store-pictures.ts"

/** The cache name agreed with the service worker (docs/contracts.md). */
export const siteImagesCache = "site-images"

export type OfflineProgress = ByteProgress

export interface OfflineResult {
  /** Bytes stored by the site (navigator.storage.estimate), 0 when the browser does not say. */
  readonly bytes: number
  readonly persisted: boolean
  /** Pictures that could not be fetched (offline meanwhile, or gone on the server). */
  readonly missing: number
}

/**
 * `appFilesStored` resolves once the app's own files are stored too (the service worker's precache):
 * the figure reported then counts them.
 */
export const keepSiteOffline = async (
  onProgress: (progress: OfflineProgress) => void,
  appFilesStored: () => Promise<void> = () => Promise.resolve(),
): Promise<OfflineResult> => {
  const pulled = await appClient.pull()
  if (pulled !== "done") {
    const texts = appClient.transport.language() === "en" ? en : zh
    throw new Error(pulled === "offline" ? texts.keepOffline.offlineError : texts.keepOffline.syncError)
  }
  const [{ deviceViewport, pictureFilesOf, preferredFormat }, { storePictures }] = await Promise.all([
    import("./offline-pictures.ts"),
    import("./store-pictures.ts"),
  ])
  const db = appClient.db
  const [employees, teams, projects, blogPosts, tools] = await Promise.all([
    db.employees.toArray(),
    db.teams.toArray(),
    db.projects.toArray(),
    db.blogPosts.toArray(),
    db.tools.toArray(),
  ])
  const files = pictureFilesOf(
    { employees, teams, projects, blogPosts, tools },
    deviceViewport(),
    await preferredFormat(),
  )
  onProgress({ doneBytes: 0, totalBytes: undefined })
  let missing = 0
  if (typeof caches !== "undefined") {
    const cache = await caches.open(siteImagesCache)
    const absolute = files.map((file) => new URL(file, location.origin).href)
    missing = (await storePictures(cache, absolute, onProgress)).missing
  }
  await appFilesStored()
  const persisted = await requestPersistentStorage()
  return { bytes: (await storedBytes()) ?? 0, persisted, missing }
}

/**
 * "Keep this site offline": pull everything published, then put every image the rows refer to (and
 * the fallback pictures) into the `site-images` cache, which the service worker serves cache-first.
 * Then ask for persistent storage and report how much the site stores.
 */
import { fallbackToolImage, toolImageFor } from "../../schema/tool-images.ts"
import en from "../i18n/en/sync.ts"
import zh from "../i18n/zh-CN/sync.ts"
import type { SiteDatabase } from "../db/database.ts"
import { appClient } from "./app-client.ts"
import { requestPersistentStorage, storedBytes } from "./storage.ts"

/** The cache name agreed with the service worker (docs/contracts.md). */
export const siteImagesCache = "site-images"

export const fallbackImages = [
  "/demo/fallback-employee.svg",
  "/demo/fallback-team.svg",
  "/demo/fallback-project.svg",
  "/demo/fallback-blog.svg",
  fallbackToolImage,
]

export interface OfflineProgress {
  /** Images stored so far (content rows come first and are not counted). */
  readonly done: number
  readonly total: number
}

export interface OfflineResult {
  /** Bytes stored by the site (navigator.storage.estimate), 0 when the browser does not say. */
  readonly bytes: number
  readonly persisted: boolean
  /** Images that could not be fetched (offline meanwhile, or gone on the server). */
  readonly missing: number
}

/** Every image URL the local rows refer to, plus the fallbacks, without duplicates. */
export const imageUrlsOf = async (db: SiteDatabase): Promise<string[]> => {
  const urls = new Set<string>(fallbackImages)
  const add = (value: unknown) => {
    if (typeof value === "string" && value.trim() !== "") urls.add(value)
  }
  for (const row of await db.employees.toArray()) add(row.image)
  for (const row of await db.teams.toArray()) add(row.image)
  for (const row of await db.projects.toArray()) add(row.image)
  for (const row of await db.blogPosts.toArray()) add(row.image)
  for (const row of await db.tools.toArray()) add(toolImageFor(row.name))
  return [...urls]
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
  const urls = await imageUrlsOf(appClient.db)
  onProgress({ done: 0, total: urls.length })
  let missing = 0
  if (typeof caches !== "undefined") {
    const cache = await caches.open(siteImagesCache)
    let done = 0
    // A few at a time: fast on a good connection without flooding a slow one.
    const queue = [...urls]
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        try {
          const request = new Request(new URL(url, location.origin).href, { mode: "no-cors" })
          if ((await cache.match(request)) === undefined) {
            const response = await fetch(request)
            if (response.ok || response.type === "opaque") await cache.put(request, response)
            else missing += 1
          }
        } catch {
          missing += 1
        }
        done += 1
        onProgress({ done, total: urls.length })
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
  }
  await appFilesStored()
  const persisted = await requestPersistentStorage()
  return { bytes: (await storedBytes()) ?? 0, persisted, missing }
}

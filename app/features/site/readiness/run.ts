/**
 * The offline readiness check (issue 32): "keep this site offline" and "fetch the rest" put on the
 * device everything inventory.ts lists (the content, by a pull into the local database; every public
 * page in both languages, as the server renders it, into this build's pages cache, which the service
 * worker answers navigations from; every picture this device draws into `site-images`), then
 * checkReadiness reads it all back (verify.ts) and the result is remembered (kept-state.ts).
 * Loaded when the check runs or a device that kept the site comes online, never on a first load.
 */
import { appClient } from "../../../sync/app-client.ts"
import { storePictures, type ByteProgress } from "../pwa/store-pictures.ts"
import { deviceViewport, pictureFilesOf, preferredFormat } from "../pwa/offline-pictures.ts"
import { allPictures, pageLimit, pictureLimit, publicAddresses, withinLimit } from "./inventory.ts"
import { nextKeptState, readKeptState, writeKeptState } from "./kept-state.ts"
import { picturesNotOnTheSite } from "./absent-pictures.ts"
import { searchIndexReadiness } from "./search-index-check.ts"
import { bodiesReadiness } from "./bodies-check.ts"
import { type StorageStatus, readStorageStatus } from "./storage-status.ts"
import {
  type CacheReader,
  type DataCheck,
  type ItemCheck,
  type ReadinessReport,
  anyAnswer,
  appFilesNamedIn,
  missingCount,
  usablePage,
  usablePicture,
  verifyItems,
  withoutAbsent,
} from "./verify.ts"

/** The cache the service worker serves pictures from (vite.config.ts, docs/contracts.md). */
export const siteImagesCache = "site-images"

/** Why keeping failed; the view says it in the page's language. */
export class KeepOfflineError extends Error {
  constructor(readonly reason: "offline" | "sync") {
    super(reason)
  }
}

export type KeepProgress =
  | { readonly phase: "content" }
  | ({ readonly phase: "pictures" } & ByteProgress)
  | { readonly phase: "pages"; readonly done: number; readonly total: number }
  | { readonly phase: "verifying" }

/** What the device should hold: its public addresses and pictures (absolute), within the caches' bounds. */
interface Expected {
  readonly pages: string[]
  readonly pictures: string[]
  readonly overLimit: { readonly pages: number; readonly pictures: number }
}

const absolute = (path: string) => new URL(path, location.origin).href

const expectedOnDevice = async (): Promise<Expected> => {
  const db = appClient.db
  const [employees, teams, projects, blogPosts, tools] = await Promise.all([
    db.employees.toArray(),
    db.teams.toArray(),
    db.projects.toArray(),
    db.blogPosts.toArray(),
    db.tools.toArray(),
  ])
  const publishedPosts = blogPosts.filter((post) => post.isPublished)
  const pictures = allPictures(
    pictureFilesOf(
      { employees, teams, projects, blogPosts: publishedPosts, tools },
      deviceViewport(),
      await preferredFormat(),
    ),
  )
  const pages = withinLimit(publicAddresses({ employees, teams, projects, tools, blogPosts }), pageLimit)
  const kept = withinLimit(pictures, pictureLimit)
  return {
    pages: pages.kept.map(absolute),
    pictures: kept.kept.map(absolute),
    overLimit: { pages: pages.overLimit, pictures: kept.overLimit },
  }
}

/** A cache to read back from, or one that holds nothing where the cache is not there. */
const cacheNamed = async (name: string): Promise<CacheReader> =>
  typeof caches !== "undefined" && (await caches.has(name))
    ? await caches.open(name)
    : { match: () => Promise.resolve(undefined) }

/** The pages cache, matched as the worker matches it (the server's answers vary by encoding). */
const pagesReader = async (): Promise<CacheReader> => {
  if (typeof caches === "undefined" || !(await caches.has(__SITE_PAGES_CACHE__)))
    return { match: () => Promise.resolve(undefined) }
  const cache = await caches.open(__SITE_PAGES_CACHE__)
  return { match: (url) => cache.match(url, { ignoreVary: true }) }
}

/** The app's files, wherever the worker keeps them (the precache's keys carry a revision query). */
const appFilesReader: CacheReader = {
  match: (url) =>
    typeof caches === "undefined"
      ? Promise.resolve(undefined)
      : caches.match(url, { ignoreSearch: true, ignoreVary: true }),
}

const dataOnDevice = async (): Promise<DataCheck> => {
  const db = appClient.db
  const [employees, teams, projects, tools, posts, settings, pulled, syncedAt] = await Promise.all([
    db.employees.count(),
    db.teams.count(),
    db.projects.count(),
    db.tools.count(),
    db.blogPosts.filter((post) => post.isPublished).count(),
    db.settings.get(1),
    db.meta.get("pulledOnce"),
    db.meta.get("lastSyncedAt"),
  ])
  return {
    employees,
    teams,
    projects,
    tools,
    posts,
    settings: settings !== undefined,
    pulled: pulled?.value === true,
    lastSyncedAt: typeof syncedAt?.value === "string" ? syncedAt.value : undefined,
  }
}

/** Reads back everything the device should hold (verify.ts) and remembers the result when it keeps the site. */
export const checkReadiness = async (): Promise<ReadinessReport> => {
  const expected = await expectedOnDevice()
  // The app's files the kept pages name (verify.ts, appFilesNamedIn), gathered as each page is read.
  const appFilesNamed = new Set<string>([absolute("/index.html")])
  const readPage = (html: string) => {
    for (const file of appFilesNamedIn(html, location.origin)) appFilesNamed.add(file)
  }
  const [pages, pictures, data, searchIndex, bodies] = await Promise.all([
    pagesReader().then((cache) =>
      verifyItems(expected.pages, cache, (response) => usablePage(response, readPage)),
    ),
    cacheNamed(siteImagesCache).then((cache) => verifyItems(expected.pictures, cache, usablePicture)),
    dataOnDevice(),
    searchIndexReadiness().catch((): ItemCheck | undefined => undefined),
    bodiesReadiness(),
  ])
  const appFiles = await verifyItems([...appFilesNamed], appFilesReader, anyAnswer)
  const report: ReadinessReport = {
    checkedAt: new Date().toISOString(),
    pages,
    pictures: withoutAbsent(pictures, await picturesNotOnTheSite(pictures.missing)),
    appFiles,
    data,
    extras: [
      ...(searchIndex === undefined ? [] : [{ key: "searchIndex" as const, check: searchIndex }]),
      { key: "bodies", check: bodies },
    ],
    overLimit: expected.overLimit,
  }
  const kept = readKeptState()
  if (kept !== undefined) writeKeptState(nextKeptState(kept, new Date(), missingCount(report)))
  return report
}

/** Waits up to 10 seconds for the worker to make this build's pages cache. */
const pagesCacheMade = async (): Promise<boolean> => {
  for (let attempt = 0; attempt < 40; attempt++) {
    if (await caches.has(__SITE_PAGES_CACHE__)) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/** Fetches each page as a navigation there would (the server's rendered page) and keeps it. */
const storePages = async (
  urls: ReadonlyArray<string>,
  onProgress: (done: number, total: number) => void,
): Promise<void> => {
  if (typeof caches === "undefined") return
  // The worker makes this build's pages cache when it activates (its activate handler may still be
  // running when `ready` resolves): still without it after a while, this page is from another build
  // than the worker's, and pages kept now would be dropped or never answered.
  if (!(await pagesCacheMade())) return
  const cache = await caches.open(__SITE_PAGES_CACHE__)
  let done = 0
  onProgress(done, urls.length)
  const queue = [...urls]
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const response = await fetch(url, { credentials: "same-origin", headers: { accept: "text/html" } })
        if (response.status === 200 && (response.headers.get("content-type") ?? "").includes("text/html"))
          await cache.put(url, response)
      } catch {
        // Offline meanwhile: the check reports the page missing.
      }
      onProgress(++done, urls.length)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
}

export interface KeepOptions {
  /**
   * `all`: the person kept the site (every page fetched again, every missing picture);
   * `missing`: "fetch the rest", only what the last check missed; `refresh`: a device that kept the
   * site came online (everything brought up to date, no question asked).
   */
  readonly mode: "all" | "missing" | "refresh"
  readonly onProgress?: (progress: KeepProgress) => void
  /** Resolves once the service worker holds the app's files (registration-timing.ts). */
  readonly appFilesStored?: () => Promise<void>
}

export interface KeepResult {
  readonly report: ReadinessReport
  readonly storage: StorageStatus
}

/** Keeps the site on this device, then verifies it; remembers that it does (kept-state.ts). */
export const keepOffline = async ({
  mode,
  onProgress = () => {},
  appFilesStored = () => Promise.resolve(),
}: KeepOptions): Promise<KeepResult> => {
  onProgress({ phase: "content" })
  // Every record's long texts too: the device pulls full rows from now on (docs/sync.md, "What a
  // first visit pulls"); a device that already does just pulls what changed.
  const pulled = await appClient.pullEverything()
  if (pulled !== "done") throw new KeepOfflineError(pulled === "offline" ? "offline" : "sync")
  // The worker's install (the app's files) goes on meanwhile; the pages cache is its.
  const workerReady = appFilesStored()
  const expected = await expectedOnDevice()
  const before = mode === "missing" ? await checkReadiness() : undefined
  const pictures = before?.pictures.missing ?? expected.pictures
  if (typeof caches !== "undefined" && pictures.length > 0) {
    const cache = await caches.open(siteImagesCache)
    const report = (progress: ByteProgress) => onProgress({ phase: "pictures", ...progress })
    // A second pass over what failed (a busy server, a dropped connection): storePictures skips
    // what the cache holds; what still fails is reported missing, with "fetch the rest". It reports
    // no progress of its own: its total (only what failed) would replace the bar's total.
    if ((await storePictures(cache, pictures, report)).missing > 0)
      await storePictures(cache, pictures, () => {})
  }
  await workerReady
  await storePages(before?.pages.missing ?? expected.pages, (done, total) =>
    onProgress({ phase: "pages", done, total }),
  )
  onProgress({ phase: "verifying" })
  // Asked only after the person's own action; a background refresh reads the answer given then.
  const storage = await readStorageStatus(mode !== "refresh")
  let report = await checkReadiness()
  // The site moved while it was being kept (an editor added a record, which the change stream
  // brought into the local database, or deleted one whose page then answered 404): once more with
  // the content as it is now, bringing only what is missing, so a presenter who pressed the button
  // during an editor's afternoon is not left "not ready" by it.
  if (missingCount(report) > 0 && (await appClient.pull()) === "done") {
    const now = await expectedOnDevice()
    // storePictures passes over what the cache holds: every picture of now, only the missing fetched.
    if (typeof caches !== "undefined" && now.pictures.length > 0)
      await storePictures(await caches.open(siteImagesCache), now.pictures, () => {})
    const missing = new Set(report.pages.missing)
    const keptBefore = new Set(expected.pages)
    await storePages(
      now.pages.filter((url) => missing.has(url) || !keptBefore.has(url)),
      () => {},
    )
    report = await checkReadiness()
  }
  writeKeptState(nextKeptState(readKeptState(), new Date(), missingCount(report)))
  return { report, storage }
}

export { readStorageStatus }

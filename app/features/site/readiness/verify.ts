/**
 * The readiness check's verification (issue 32): what is on the device is read back from where the
 * service worker answers it from (the pages cache, `site-images`, the precache) and from the local
 * database, never inferred from the requests a download made. A kept answer counts only when it would
 * draw offline: a page is a 200 HTML answer with a rendered page in it; a picture is a 200 answer with
 * bytes (or an outside picture's opaque answer, which has no readable status); an app file any answer.
 * Pure apart from the caches given to it, so the rules are unit tested (verify.test.ts).
 */

/** The part of the Cache API read here (a browser `Cache`, or a test's stand-in). */
export interface CacheReader {
  match(url: string): Promise<Response | undefined>
}

/** What one kind of item holds: how many were expected, how many are there, and which are not. */
export interface ItemCheck {
  readonly total: number
  readonly present: number
  readonly missing: readonly string[]
  /** Named by the content but not on the site (absent-pictures.ts): not missing from the device. */
  readonly notOnSite?: readonly string[]
}

/** The check with the items the site itself does not have taken out of its missing and its total. */
export const withoutAbsent = (check: ItemCheck, absent: ReadonlySet<string>): ItemCheck => {
  const notOnSite = check.missing.filter((url) => absent.has(url))
  if (notOnSite.length === 0) return check
  return {
    total: check.total - notOnSite.length,
    present: check.present,
    missing: check.missing.filter((url) => !absent.has(url)),
    notOnSite,
  }
}

/** A rendered page: what the server sends and what the app keeps both mark their root so. */
const renderedPageMark = "data-prerendered"

/**
 * True when a kept page would be what opens offline: a 200 HTML answer with a rendered page. `read`
 * is given the page's text (the check collects the app files it names in the same read).
 */
export const usablePage = async (
  response: Response | undefined,
  read: (html: string) => void = () => {},
): Promise<boolean> => {
  if (response === undefined || response.status !== 200) return false
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return false
  try {
    const html = await response.text()
    read(html)
    return html.includes(renderedPageMark)
  } catch {
    return false
  }
}

/** True when a kept picture would draw offline: bytes in a 200 answer, or an outside picture's opaque one. */
export const usablePicture = async (response: Response | undefined): Promise<boolean> => {
  if (response === undefined) return false
  if (response.type === "opaque") return true
  if (response.status !== 200) return false
  try {
    return (await response.arrayBuffer()).byteLength > 0
  } catch {
    return false
  }
}

/** True for any kept answer (an app file in the precache: Workbox keeps only answers it checked). */
export const anyAnswer = (response: Response | undefined): Promise<boolean> =>
  Promise.resolve(response !== undefined)

/** Reads back every url from `cache`, a few at a time, in the order given; the missing keep their order. */
export const verifyItems = async (
  urls: ReadonlyArray<string>,
  cache: CacheReader,
  usable: (response: Response | undefined) => Promise<boolean>,
  parallel = 8,
): Promise<ItemCheck> => {
  const unique = [...new Set(urls)]
  const found = new Array<boolean>(unique.length).fill(false)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < unique.length; index = next++) {
      const url = unique[index]
      if (url === undefined) continue
      try {
        found[index] = await usable(await cache.match(url))
      } catch {
        found[index] = false
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, unique.length)) }, worker))
  const missing = unique.filter((_, index) => !found[index])
  return { total: unique.length, present: unique.length - missing.length, missing }
}

/**
 * The app's own files a kept page needs: the scripts, stylesheets and preloads it names under
 * `/assets/` (in an attribute, or in the loader's JSON block, which lists the entry and its preloads),
 * which the precache must hold (a page that opens offline without them stays inert).
 */
export const appFilesNamedIn = (html: string, origin: string): string[] => {
  const files = new Set<string>()
  for (const match of html.matchAll(/"(\/assets\/[^"?#\\]+)"/g))
    if (match[1] !== undefined) files.add(new URL(match[1], origin).href)
  return [...files]
}

/** The local database's public content, counted as read back from it. */
export interface DataCheck {
  readonly employees: number
  readonly teams: number
  readonly projects: number
  readonly tools: number
  readonly posts: number
  /** The site's settings row (names, texts of the home page and the legal pages). */
  readonly settings: boolean
  /** A whole pull has finished on this device (an empty list is then really empty). */
  readonly pulled: boolean
  /** When the last pull finished (ISO time), as the local database records it. */
  readonly lastSyncedAt: string | undefined
}

/**
 * The optional checks another feature adds (site search's index, the long texts a cards pull left
 * out: bodies-check.ts): present / total, and its name's key.
 */
export interface ExtraCheck {
  readonly key: "searchIndex" | "bodies"
  readonly check: ItemCheck
}

export interface ReadinessReport {
  /** When the check ran (ISO time). */
  readonly checkedAt: string
  readonly pages: ItemCheck
  readonly pictures: ItemCheck
  readonly appFiles: ItemCheck
  readonly data: DataCheck
  readonly extras: readonly ExtraCheck[]
  /** Items beyond the caches' bounds (inventory.ts), not kept by design. */
  readonly overLimit: { readonly pages: number; readonly pictures: number }
}

/** Everything missing, the data counted as one item when it was never pulled or has no settings. */
export const missingCount = (report: ReadinessReport): number =>
  report.pages.missing.length +
  report.pictures.missing.length +
  report.appFiles.missing.length +
  (report.data.pulled && report.data.settings ? 0 : 1) +
  report.extras.reduce((sum, extra) => sum + extra.check.missing.length, 0)

/** True when everything expected is on the device and readable. */
export const isComplete = (report: ReadinessReport): boolean => missingCount(report) === 0

/**
 * What "keep this site offline" puts on the device, and what the readiness view verifies (issue 32):
 * every public address in both languages, and every picture file this device draws. Pure: the rows
 * come from the local database, the picture files from offline-pictures.ts (the variant each slot
 * fetches on this device) plus the pictures no record names (the home page's hero).
 */
import type { Locales } from "../../../i18n/i18n-types.ts"
import { heroPictures } from "../content/hero-pictures.ts"

/** The readiness view's own address (and `/en/offline`). */
export const readinessPath = "/offline"

/**
 * The same bounds as the service worker's caches (vite.config.ts: the pages cache keeps at most 200
 * entries, `site-images` 1000): what is beyond them is not kept, and the view says so.
 */
export const pageLimit = 200
export const pictureLimit = 1000

export const siteLanguages: readonly Locales[] = ["zh-CN", "en"]

/** Pages with no record behind them (the five lists and the pages whose text comes with the build). */
export const staticPaths = [
  "/",
  "/employees",
  "/teams",
  "/projects",
  "/tools",
  "/blog",
  "/collaboration",
  "/contact",
  "/about",
  "/privacy",
  "/terms",
  readinessPath,
] as const

/**
 * A page's address in a language, by the site's rule (layout/language-address.ts, addressIn: `/x` is
 * `/en/x` in English, `/` is `/en`), written out here: the layout imports this folder (the header's
 * indicator, the menu), so this folder imports nothing of the layout's.
 */
const addressOf = (path: string, language: Locales): string =>
  language !== "en" ? path : path === "/" ? "/en" : `/en${path}`

interface IdRow {
  readonly id: number
}

/** The rows that have a page of their own (a subset of the synced entities). */
export interface AddressRows {
  readonly employees: ReadonlyArray<IdRow>
  readonly teams: ReadonlyArray<IdRow>
  readonly projects: ReadonlyArray<IdRow>
  readonly tools: ReadonlyArray<IdRow>
  readonly blogPosts: ReadonlyArray<IdRow & { readonly isPublished?: boolean }>
}

/**
 * Every public address, Chinese then English for each page: a record's page only once the server
 * knows it (a positive id: a row made offline has a temporary negative one), a post only published
 * (an administrator's device also holds drafts).
 */
export const publicAddresses = (rows: AddressRows): string[] => {
  const ids = (section: string, list: ReadonlyArray<IdRow>) =>
    list.filter((row) => Number.isInteger(row.id) && row.id > 0).map((row) => `/${section}/${row.id}`)
  const bare = [
    ...staticPaths,
    ...ids("employees", rows.employees),
    ...ids("teams", rows.teams),
    ...ids("projects", rows.projects),
    ...ids("tools", rows.tools),
    ...ids(
      "blog",
      rows.blogPosts.filter((post) => post.isPublished !== false),
    ),
  ]
  return [...new Set(bare.flatMap((path) => siteLanguages.map((language) => addressOf(path, language))))]
}

/** The pictures the records' pages draw (offline-pictures.ts) and those no record names, once each. */
export const allPictures = (recordPictures: ReadonlyArray<string>): string[] => [
  ...new Set([...heroPictures, ...recordPictures]),
]

/** A list cut at a cache's bound: what is kept and how many are left out. */
export const withinLimit = <T>(items: ReadonlyArray<T>, limit: number): { kept: T[]; overLimit: number } => ({
  kept: items.slice(0, limit),
  overLimit: Math.max(0, items.length - limit),
})

/**
 * What the media library shows: the "all / in use / unused" filter as it lives in the address, the
 * pictures it keeps (newest first) and how many each choice of the filter would show.
 */
import type { MediaLibraryItem, MediaVariant } from "../../../../schema/media.ts"

export const mediaUses = ["all", "in-use", "unused"] as const
export type MediaUse = (typeof mediaUses)[number]

/**
 * The search params of /systemadmin/media: `?use=in-use` or `?use=unused` ("all" is no param) and
 * `?q=` a search text (issue 28): alt texts in both languages, the original file's name, or a
 * picture's address or hash.
 */
export interface MediaSearch {
  readonly use?: Exclude<MediaUse, "all">
  readonly q?: string
}

/** The router's `validateSearch`: a known filter is kept, anything else opens the whole library. */
export const validateMediaSearch = (search: Record<string, unknown>): MediaSearch => ({
  ...(search.use === "in-use" || search.use === "unused" ? { use: search.use } : {}),
  ...(typeof search.q === "string" && search.q !== "" ? { q: search.q } : {}),
})

export const useOf = (search: MediaSearch): MediaUse => search.use ?? "all"

export const searchFor = (use: MediaUse, query = ""): MediaSearch => ({
  ...(use === "all" ? {} : { use }),
  ...(query === "" ? {} : { q: query }),
})

/**
 * Whether the picture matches a search text: either alt text or the original file's name contains it
 * (case aside), or it is part of the picture's address (an address copied from a content field,
 * `/media/<hash>-1280.jpg#…`, finds its picture: only the hash part is compared).
 */
export const matchesQuery = (item: MediaLibraryItem, query: string): boolean => {
  const wanted = query.trim().toLowerCase()
  if (wanted === "") return true
  if (
    item.alt.toLowerCase().includes(wanted) ||
    item.altEn.toLowerCase().includes(wanted) ||
    (item.fileName ?? "").toLowerCase().includes(wanted)
  )
    return true
  const hash = /([0-9a-f]{8,})/.exec(wanted)?.[1]
  return hash !== undefined && item.contentHash.startsWith(hash.slice(0, 32))
}

const matches = (use: MediaUse, item: MediaLibraryItem): boolean =>
  use === "all" || (use === "in-use" ? item.useCount > 0 : item.useCount === 0)

/**
 * Newest first, as the server answers (sorted again here so an edited item put back in place cannot
 * move): by upload time, then by id for pictures uploaded in the same millisecond.
 */
export const newestFirst = (items: ReadonlyArray<MediaLibraryItem>): MediaLibraryItem[] =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)

export const filterMedia = (
  items: ReadonlyArray<MediaLibraryItem>,
  use: MediaUse,
  query = "",
): MediaLibraryItem[] => newestFirst(items.filter((item) => matches(use, item) && matchesQuery(item, query)))

export const countsByUse = (items: ReadonlyArray<MediaLibraryItem>): Record<MediaUse, number> => {
  const inUse = items.filter((item) => item.useCount > 0).length
  return { all: items.length, "in-use": inUse, unused: items.length - inUse }
}

/**
 * The thumbnail's sources: the record's variants of one modern format up to 640 px wide (the 320 px one
 * for a card on a normal screen, 640 px for a sharp one), so the card never loads the 1280 px file.
 */
export const thumbnailSrcset = (variants: ReadonlyArray<MediaVariant>, format: "avif" | "webp"): string =>
  variants
    .filter((variant) => variant.format === format && variant.width <= 640)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ")

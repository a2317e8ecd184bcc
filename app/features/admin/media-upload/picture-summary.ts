/**
 * What a back-office picture field shows instead of its stored address (issue 28, item 10): a small
 * thumbnail drawn from the right variants, and the picture's alt text in the content language being
 * edited. Pure: the field's hooks bring the picture kept on this device (its upload) and the media
 * library's alt texts.
 */
import { mediaHashesIn } from "../../../../schema/media.ts"
import { responsiveSource } from "../../site/content/media-source.ts"

/** The thumbnail's box is 6rem (96 px): the 320 px variant even on a 3x screen. */
export const thumbnailSizes = "96px"

/** The widest variant a thumbnail may load (a 3x screen of a 96 px box needs 288 px). */
const thumbnailMaxWidth = 640

/** How a thumbnail is drawn: `<picture>` sources for an uploaded picture, else a plain `<img src>`. */
export interface Thumbnail {
  readonly src: string
  /** Only for a media address: its AVIF and WebP variants up to 640 px and the file's size. */
  readonly srcset?: { readonly avif: string; readonly webp: string }
  readonly width?: number
  readonly height?: number
}

const narrowSet = (set: string): string =>
  set
    .split(", ")
    .filter((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1] ?? Infinity) <= thumbnailMaxWidth)
    .join(", ")

/**
 * The thumbnail of a field's value. `preview` is what media-url.ts's `displayUrl` gave for it (a
 * `data:` URL of the bytes on this device while the picture is local, the server's address after);
 * undefined: nothing can be drawn (an empty field, a local picture this device does not hold).
 */
export const thumbnailOf = (preview: string | undefined): Thumbnail | undefined => {
  if (preview === undefined || preview.trim() === "") return undefined
  const source = responsiveSource(preview)
  if (source === undefined) return { src: preview }
  return {
    src: source.src,
    srcset: { avif: narrowSet(source.srcset.avif), webp: narrowSet(source.srcset.webp) },
    width: source.width,
    height: source.height,
  }
}

/** The two alt texts of one picture. */
export interface AltTexts {
  readonly alt: string
  readonly altEn: string
}

/** The media library's alt texts, by content hash (the 32 hex characters of every `/media/` address). */
export type LibraryAlts = ReadonlyMap<string, AltTexts>

/**
 * What is known of a picture's alt text:
 * - `known`: both texts (a picture on this device carries its own; an uploaded one, the library's);
 * - `loading`: the library has not answered yet;
 * - `unavailable`: the library could not be read (offline, or the server refused);
 * - `none`: the picture has none (an outside address, a demo file, a picture no longer in the library).
 */
export type AltKnowledge =
  | { readonly kind: "known"; readonly texts: AltTexts }
  | { readonly kind: "loading" }
  | { readonly kind: "unavailable" }
  | { readonly kind: "none" }

/** The hash of a media address (`/media/<hash>-…`), undefined for any other address. */
export const mediaHashOf = (address: string): string | undefined =>
  address.startsWith("/media/") ? [...mediaHashesIn(address)][0] : undefined

/**
 * The alt texts of `address`. `upload`: the texts this device stored with the picture, when it was
 * chosen here (a local address, or the server address it became); `library`: the library's texts,
 * `"loading"` or `"unavailable"` when it has none to give. The library wins for an uploaded picture
 * (its texts may have been edited there since); a local picture has only its own.
 */
export const altKnowledgeOf = (
  address: string,
  upload: AltTexts | undefined,
  library: LibraryAlts | "loading" | "unavailable",
): AltKnowledge => {
  const hash = mediaHashOf(address.trim())
  if (hash === undefined) return upload === undefined ? { kind: "none" } : { kind: "known", texts: upload }
  const fromLibrary = typeof library === "string" ? undefined : library.get(hash)
  if (fromLibrary !== undefined) return { kind: "known", texts: fromLibrary }
  if (upload !== undefined) return { kind: "known", texts: upload }
  return typeof library === "string" ? { kind: library } : { kind: "none" }
}

/** The alt text in one content language; undefined when that text is blank. */
export const altTextIn = (texts: AltTexts, language: "zh-CN" | "en"): string | undefined => {
  const text = (language === "en" ? texts.altEn : texts.alt).trim()
  return text === "" ? undefined : text
}

/** The media library screen searched for this picture (it finds a picture by its hash: `?q=`). */
export const librarySearchOf = (address: string): string | undefined => mediaHashOf(address.trim())

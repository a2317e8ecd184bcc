/**
 * What an upload is, by its first bytes (magic numbers), whatever its declared Content-Type or file
 * name says: one of the accepted types, an SVG (refused with its own message), or something else.
 * One rule for both sides: the server judges an upload by it (sync-server/media/process-image.ts) and
 * the back office checks a chosen file by it before queueing (check-picture.ts), so they cannot drift.
 * Plain Uint8Array and TextDecoder: it runs in Node and in the browser.
 */
import type { MediaSourceType } from "./media.ts"

export type Sniffed = MediaSourceType | "svg" | "unknown"

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0))

/** AVIF is an ISO-BMFF file: a `ftyp` box whose major or compatible brands include avif or avis. */
const isAvif = (bytes: Uint8Array): boolean => {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 256)
  for (let at = 8; at + 4 <= Math.min(boxSize, bytes.length); at += 4) {
    if (at === 12) continue // the minor version, not a brand
    if (startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at)) return true
  }
  return false
}

/** XML text whose first element is <svg> (after an optional BOM, XML declaration, comments, doctype). */
const isSvg = (bytes: Uint8Array): boolean => {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "")
  return /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)
}

export const sniffType = (bytes: Uint8Array): Sniffed => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif"
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp"
  if (isAvif(bytes)) return "avif"
  if (isSvg(bytes)) return "svg"
  return "unknown"
}

/**
 * The check of a chosen file before it is queued (issue 18): its first bytes must be a JPEG, PNG,
 * WebP, AVIF or GIF (a text file named x.jpg is refused although the browser calls it image/jpeg), an
 * SVG gets its own reason, and its size must be within the server's default limit. The server checks
 * again and stays the judge (sync-server/media/sniff-type.ts is the same rule, on the server's side).
 */
import { mediaUploadLimits } from "../../../../schema/media.ts"

export type PictureProblem =
  | { readonly kind: "type" }
  | { readonly kind: "svg" }
  | { readonly kind: "size"; readonly bytes: number; readonly max: number }
  | { readonly kind: "unreadable" }

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0))

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)

const isAvif = (bytes: Uint8Array): boolean => {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 256)
  for (let at = 8; at + 4 <= Math.min(boxSize, bytes.length); at += 4) {
    if (at === 12) continue // the minor version, not a brand
    if (startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at)) return true
  }
  return false
}

const isSvgText = (bytes: Uint8Array): boolean => {
  const head = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "")
  return /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)
}

/** What the first bytes say: an accepted type, an SVG, or something else. */
export const sniffPicture = (bytes: Uint8Array): "picture" | "svg" | "other" => {
  if (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, ascii("GIF87a")) ||
    startsWith(bytes, ascii("GIF89a")) ||
    (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) ||
    isAvif(bytes)
  )
    return "picture"
  return isSvgText(bytes) ? "svg" : "other"
}

/** Why `file` cannot be queued, or null when it may be. */
export const checkPicture = async (
  file: Blob & { readonly name?: string },
  maxBytes: number = mediaUploadLimits.maxBytes,
): Promise<PictureProblem | null> => {
  const declaredSvg = file.type === "image/svg+xml" || /\.svgz?$/i.test(file.name ?? "")
  let head: Uint8Array
  try {
    head = new Uint8Array(await file.slice(0, 4096).arrayBuffer())
  } catch {
    return { kind: "unreadable" }
  }
  const sniffed = sniffPicture(head)
  if (sniffed === "svg" || (sniffed === "other" && declaredSvg)) return { kind: "svg" }
  if (sniffed === "other") return { kind: "type" }
  if (file.size > maxBytes) return { kind: "size", bytes: file.size, max: maxBytes }
  return null
}

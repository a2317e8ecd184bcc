/**
 * The check of a chosen file before it is queued (issue 18): its first bytes must be a JPEG, PNG,
 * WebP, AVIF or GIF (a text file named x.jpg is refused although the browser calls it image/jpeg), an
 * SVG gets its own reason, and its size must be within the server's default limit. The server checks
 * again, by the same rule (schema/picture-type.ts), and stays the judge.
 */
import { mediaUploadLimits } from "../../../../schema/media.ts"
import { sniffType } from "../../../../schema/picture-type.ts"

export type PictureProblem =
  | { readonly kind: "type" }
  | { readonly kind: "svg" }
  | { readonly kind: "size"; readonly bytes: number; readonly max: number }
  | { readonly kind: "unreadable" }

/** What the first bytes say: an accepted type, an SVG, or something else (schema/picture-type.ts). */
export const sniffPicture = (bytes: Uint8Array): "picture" | "svg" | "other" => {
  const sniffed = sniffType(bytes)
  return sniffed === "svg" ? "svg" : sniffed === "unknown" ? "other" : "picture"
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

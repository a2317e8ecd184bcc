/**
 * What this device shows of a picture that is not on the server yet (the form's preview, the alt-text
 * dialog, a page drawn from a local row): the chosen file itself when it is small, else a copy at most
 * 1280 px on its longer side (the widest variant the server makes, so nothing is lost on any page) in
 * WebP. A phone photo of 8 MB would otherwise sit in memory as an 11 MB `data:` URL on every screen
 * that shows it (media-url.ts); the copy is a few hundred kB. What is uploaded is always the file.
 */

export const previewMaxSide = 1280
/** Below this a file is shown as it is: copying would save little. */
export const previewMinBytes = 1024 * 1024

/** A smaller copy of `blob` within `maxSide`, or undefined when it already fits or cannot be drawn. */
export type Shrink = (blob: Blob, maxSide: number) => Promise<Blob | undefined>

/** Decoded and drawn off screen (no DOM, no `blob:` URL for the CSP to refuse). */
export const shrinkInBrowser: Shrink = async (blob, maxSide) => {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas !== "function") return undefined
  // Applies the EXIF orientation, as the server does before making its variants.
  const bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" })
  try {
    const scale = maxSide / Math.max(bitmap.width, bitmap.height)
    if (scale >= 1) return undefined
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext("2d")
    if (context === null) return undefined
    context.drawImage(bitmap, 0, 0, width, height)
    return await canvas.convertToBlob({ type: "image/webp", quality: 0.85 })
  } finally {
    bitmap.close()
  }
}

/** The Blob to show for `blob`: a smaller copy where one helps, else `blob` itself. */
export const previewBlobOf = async (blob: Blob, shrink: Shrink = shrinkInBrowser): Promise<Blob> => {
  // A GIF may move, and a still copy would not show it as it is.
  if (blob.size < previewMinBytes || blob.type === "image/gif") return blob
  try {
    const copy = await shrink(blob, previewMaxSide)
    return copy !== undefined && copy.size > 0 && copy.size < blob.size ? copy : blob
  } catch {
    // Not decodable here (the server will say why, if it cannot either): shown as it is.
    return blob
  }
}

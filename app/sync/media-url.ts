/**
 * What an `<img src>` (or a Markdown preview) should use for a picture address: a local address
 * (`local-media:…`) shows the bytes kept on this device through a `data:` URL, at once and offline;
 * once uploaded, the server's address; any other address is itself. `data:`, not an object URL
 * (`blob:`): the site's Content-Security-Policy allows `img-src 'self' data: https:` only
 * (sync-server/security/content-security-policy.ts). A large file is shown through a smaller copy
 * (preview-copy.ts), so the URL stays small.
 */
import type { SiteDatabase } from "../db/database.ts"
import { isLocalAddress, localAddressesIn, replaceAddress } from "./local-media.ts"
import { previewBlobOf } from "./preview-copy.ts"

/** The bytes of a Blob as a `data:` URL (base64, in slices: no argument list grows with the file). */
export const dataUrlOf = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ""
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return `data:${blob.type === "" ? "application/octet-stream" : blob.type};base64,${btoa(binary)}`
}

/** One URL per local picture for the page's life (dropped when the picture is uploaded or discarded). */
const displayUrls = new Map<string, Promise<string>>()

const dataUrlFor = (address: string, blob: Blob): Promise<string> => {
  const known = displayUrls.get(address)
  if (known !== undefined) return known
  const url = previewBlobOf(blob).then(dataUrlOf)
  displayUrls.set(address, url)
  return url
}

const release = (address: string): void => {
  displayUrls.delete(address)
}

/**
 * The address to display for `address`; undefined for a local address this device does not hold (a
 * screen shows its placeholder picture then).
 */
export const displayUrl = async (db: SiteDatabase, address: string): Promise<string | undefined> => {
  if (!isLocalAddress(address)) return address
  const upload = await db.uploads.get(address)
  if (upload?.blob != null) return dataUrlFor(address, upload.blob)
  release(address)
  return upload?.serverAddress ?? undefined
}

/** A Markdown body (or any text) with its local addresses made displayable, for the editor's preview. */
export const displayText = async (db: SiteDatabase, text: string): Promise<string> => {
  let result = text
  for (const address of localAddressesIn(text)) {
    const url = await displayUrl(db, address)
    if (url !== undefined) result = replaceAddress(result, address, url)
  }
  return result
}

/** Forget every URL handed out (tests, or a screen that knows none is shown any more). */
export const releaseDisplayUrls = (): void => {
  displayUrls.clear()
}

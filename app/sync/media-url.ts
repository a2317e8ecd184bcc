/**
 * What an `<img src>` (or a Markdown preview) should use for a picture address: a local address
 * (`local-media:…`) shows the bytes kept on this device through an object URL, at once and offline;
 * once uploaded, the server's address; any other address is itself.
 */
import type { SiteDatabase } from "../db/database.ts"
import { isLocalAddress, localAddressesIn, replaceAddress } from "./local-media.ts"

/** One object URL per local picture for the page's life (revoked when the picture is uploaded or dropped). */
const objectUrls = new Map<string, string>()

const objectUrlFor = (address: string, blob: Blob): string => {
  const known = objectUrls.get(address)
  if (known !== undefined) return known
  const url = URL.createObjectURL(blob)
  objectUrls.set(address, url)
  return url
}

const release = (address: string): void => {
  const url = objectUrls.get(address)
  if (url === undefined) return
  URL.revokeObjectURL(url)
  objectUrls.delete(address)
}

/**
 * The address to display for `address`; undefined for a local address this device does not hold (a
 * screen shows its placeholder picture then).
 */
export const displayUrl = async (db: SiteDatabase, address: string): Promise<string | undefined> => {
  if (!isLocalAddress(address)) return address
  const upload = await db.uploads.get(address)
  if (upload?.blob != null) return objectUrlFor(address, upload.blob)
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

/** Revoke every object URL handed out (tests, or a screen that knows none is shown any more). */
export const releaseDisplayUrls = (): void => {
  for (const address of [...objectUrls.keys()]) release(address)
}

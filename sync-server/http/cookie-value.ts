/**
 * A cookie's raw value from a request's Cookie header: the first of that name, as sent (no decoding).
 * No cookie parser runs before the routes; the few cookies the server reads itself (the captcha's,
 * the known device's, the session's for a pull in front of Express) are read with this.
 */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=")
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

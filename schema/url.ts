/**
 * The URL rule of spec section 5: a same-site path ("/" then anything but a second "/" or "\") or an
 * http(s) URL whose host has at least one dot, with an optional port (1 to 65535), path, query and
 * fragment.
 */

/**
 * Characters refused anywhere in a URL. Browsers drop tabs and newlines from URLs and ignore leading
 * control characters and spaces, so "/\t/evil.example" or "java\tscript:" would reach the page as
 * something the rule never saw; format characters (zero-width joiners, bidirectional overrides, the
 * byte-order mark) make an address read as another. A backslash counts as "/" in http(s) URLs, which
 * would turn "/\evil.example" into the protocol-relative "//evil.example". Quotes, angle brackets and
 * the backtick have no place in an address (a link that needs one writes it percent-encoded: %22 %27
 * %3C %3E %60); inside an attribute or a page they are what breaks out of it.
 */
const refusedCharacters = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\"'<>`]/u

/**
 * A path on this site: "/" not followed by "/" (a protocol-relative address such as
 * "//evil.example" points to another site), or an http(s) URL. The port is the first group.
 */
export const urlPattern =
  /^(?:\/(?!\/)\S*|https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::(\d{1,5}))?(?:[/?#]\S*)?)$/

const maxPort = 65_535

export const isValidUrl = (value: string): boolean => {
  if (refusedCharacters.test(value)) return false
  const match = urlPattern.exec(value)
  if (match === null) return false
  const port = match[1]
  return port === undefined || (Number(port) >= 1 && Number(port) <= maxPort)
}

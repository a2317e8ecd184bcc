/**
 * The URL rule of spec section 5: a same-site path ("/" then anything but a second "/" or "\") or an
 * http(s) URL whose host has at least one dot, with an optional port, path, query and fragment.
 */

/**
 * Characters refused anywhere in a URL. Browsers drop tabs and newlines from URLs and ignore leading
 * control characters and spaces, so "/\t/evil.example" or "java\tscript:" would reach the page as
 * something the rule never saw; format characters (zero-width joiners, bidirectional overrides, the
 * byte-order mark) make an address read as another. A backslash counts as "/" in http(s) URLs, which
 * would turn "/\evil.example" into the protocol-relative "//evil.example".
 */
const refusedCharacters = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/u

/**
 * A path on this site: "/" not followed by "/" (a protocol-relative address such as
 * "//evil.example" points to another site), or an http(s) URL.
 */
export const urlPattern =
  /^(?:\/(?!\/)\S*|https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::\d{1,5})?(?:[/?#]\S*)?)$/

export const isValidUrl = (value: string): boolean => !refusedCharacters.test(value) && urlPattern.test(value)

/**
 * The URL rule of spec section 5: a path starting with "/" or an http(s) URL whose host has at
 * least one dot, with an optional port, path, query and fragment. No spaces anywhere.
 */
export const urlPattern =
  /^(?:\/[^\s]*|https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s]*)?)$/

export const isValidUrl = (value: string): boolean => urlPattern.test(value)

/**
 * The origin absolute addresses start with (canonical URLs, alternates, og:image, the sitemap, feeds,
 * robots.txt): PUBLIC_URL when it is set, else the origin the request was addressed to, as Express
 * reads it (req.protocol and req.host follow X-Forwarded-Proto/-Host only from the proxies TRUST_PROXY
 * names). A Host header that is not a host name gives a fixed origin rather than text of its own.
 */
import type { Request } from "express"

const fallbackOrigin = "http://localhost"

export const requestOrigin = (req: Request): string => {
  const host = req.host
  if (typeof host !== "string" || !/^[A-Za-z0-9.\-:[\]]{1,255}$/.test(host)) return fallbackOrigin
  try {
    const url = new URL(`${req.protocol === "https" ? "https" : "http"}://${host}`)
    return url.origin
  } catch {
    return fallbackOrigin
  }
}

export const siteOrigin = (publicOrigin: string | undefined, req: Request): string =>
  publicOrigin ?? requestOrigin(req)

/**
 * An absolute URL for a picture or page address stored as a site path (`/demo/x.svg`) or an
 * http(s) URL; undefined for anything else (the caller picks a default picture).
 */
export const absoluteUrl = (origin: string, value: string | null | undefined): string | undefined => {
  if (typeof value !== "string" || value.trim() === "") return undefined
  const text = value.trim()
  try {
    if (text.startsWith("/") && !text.startsWith("//")) return new URL(text, origin).href
    const url = new URL(text)
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined
  } catch {
    return undefined
  }
}

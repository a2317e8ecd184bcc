/**
 * The limits on public enquiries (`POST /api/collaborations`, docs/security.md "Public enquiries"):
 * how many one client address and all addresses together may send, and the shortest time a person
 * can take to fill the form. Read from the environment by config.ts (README, Settings).
 */

const minuteMs = 60 * 1000
const hourMs = 60 * minuteMs

export interface EnquiryLimits {
  /** False only when ENQUIRY_LIMITS=off (benchmarks): no rate limit at all. The bot check stays. */
  readonly enabled: boolean
  /** Enquiries one client address may send per addressWindowMs (ENQUIRIES_PER_ADDRESS). */
  readonly perAddress: number
  readonly addressWindowMs: number
  /** Enquiries all addresses together may send per globalWindowMs (ENQUIRIES_PER_HOUR). */
  readonly global: number
  readonly globalWindowMs: number
  /** A submission saying it was filled in faster than this is refused as automated (ENQUIRY_MIN_FILL_MS). */
  readonly minFillMs: number
}

/**
 * A real company's visitors never reach these: one person sends one enquiry (two with a correction),
 * and even an office behind one address rarely sends five in ten minutes; a business-to-business site
 * gets a handful a day, tens in an exceptional hour. A flood is held to 200 an hour (about 12.7 MB an
 * hour of maximal enquiries instead of 2 GB a minute), and genuine enquiries refused meanwhile wait in
 * their device's outbox and arrive later.
 */
export const defaultEnquiryLimits: EnquiryLimits = {
  enabled: true,
  perAddress: 5,
  addressWindowMs: 10 * minuteMs,
  global: 200,
  globalWindowMs: hourMs,
  minFillMs: 3000,
}

/** The counter row of all enquiries together. */
export const globalKey = "all"

/**
 * The counter row of one client address. An IPv6 client usually holds a whole /64 (its device picks
 * any address in it), so IPv6 addresses count by their first four groups; an IPv4 address written as
 * IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export const addressKey = (address: string | undefined): string => {
  const text = (address ?? "unknown").toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (mapped !== null) return `addr:${mapped[1]}`
  if (!text.includes(":")) return `addr:${text}`
  const [head = "", tail = ""] = text.split("::")
  const headGroups = head === "" ? [] : head.split(":")
  const tailGroups = tail === "" ? [] : tail.split(":")
  const missing = text.includes("::") ? 8 - headGroups.length - tailGroups.length : 0
  const groups = [...headGroups, ...Array.from({ length: missing }, () => "0"), ...tailGroups]
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""))
  return `addr:${prefix.join(":")}::/64`
}

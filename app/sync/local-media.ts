/**
 * Local picture addresses (docs/media.md, "The app side"): a picture chosen on this device is referred
 * to as `local-media:<uuid>` until its upload is answered, then every reference is rewritten to the
 * server's address, the way remap.ts rewrites temporary ids. Pure functions over any JSON-like value,
 * so picture fields, Markdown bodies (`![alt](local-media:…)`) and lists are all covered alike.
 *
 * The scheme is chosen so the server can never take one by mistake: the shared URL rule
 * (schema/url.ts) accepts only "/…" paths and http(s) URLs, so a picture field holding a local address
 * is refused with the `url` issue. Markdown bodies are free text the server does not check, so the
 * outbox itself never sends a payload that still holds one (push.ts, nextBatch).
 */

export const localMediaScheme = "local-media:"

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
const addressPattern = new RegExp(`^${localMediaScheme}${uuid}$`)
const addressesPattern = new RegExp(`${localMediaScheme}${uuid}`, "g")

export const newLocalAddress = (): string => `${localMediaScheme}${crypto.randomUUID()}`

export const isLocalAddress = (value: unknown): value is string =>
  typeof value === "string" && addressPattern.test(value)

/** Every local address in a value (strings, arrays and objects, at any depth), in order of appearance. */
export const localAddressesIn = (value: unknown): string[] => {
  const found = new Set<string>()
  const visit = (node: unknown): void => {
    if (typeof node === "string") {
      if (node.includes(localMediaScheme))
        for (const match of node.matchAll(addressesPattern)) found.add(match[0])
    } else if (Array.isArray(node)) for (const item of node) visit(item)
    else if (typeof node === "object" && node !== null && !(node instanceof Blob))
      for (const item of Object.values(node)) visit(item)
  }
  visit(value)
  return [...found]
}

/**
 * `value` with every occurrence of `from` replaced by `to` (the same object when nothing changed, so
 * callers can skip writes, as remapEntry does).
 */
export const replaceAddress = <T>(value: T, from: string, to: string): T => {
  const visit = (node: unknown): unknown => {
    if (typeof node === "string") return node.includes(from) ? node.replaceAll(from, to) : node
    if (Array.isArray(node)) {
      const items = node.map(visit)
      return items.some((item, index) => item !== node[index]) ? items : node
    }
    if (typeof node === "object" && node !== null && !(node instanceof Blob)) {
      let changed = false
      const entries = Object.entries(node).map(([key, item]) => {
        const next = visit(item)
        if (next !== item) changed = true
        return [key, next] as const
      })
      return changed ? Object.fromEntries(entries) : node
    }
    return node
  }
  return visit(value) as T
}

/**
 * A same-site path of the same length as a local address, for checking a payload with the shared
 * schema before the upload is answered (like negative ids checked as their positive twins): the
 * server's address will be a `/media/…` path, which the URL rule accepts.
 */
export const placeholderFor = (address: string): string =>
  `/media/${address.slice(localMediaScheme.length)}`.padEnd(address.length, "0")

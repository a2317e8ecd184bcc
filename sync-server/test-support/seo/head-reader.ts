/**
 * For the tests: what a served page's <head> says, read back from its HTML the way a crawler would
 * (attribute values unescaped, JSON-LD blocks parsed), plus the names of every tag in the head, so a
 * test can tell that no text escaped from its attribute or data block into markup of its own.
 */

export interface HeadReading {
  readonly htmlLang: string | undefined
  readonly title: string | undefined
  /** `name` or `property` -> every content given for it, in order. */
  readonly meta: ReadonlyMap<string, readonly string[]>
  readonly links: ReadonlyArray<Readonly<Record<string, string>>>
  readonly jsonLd: ReadonlyArray<Record<string, unknown>>
  /** The names of the head's tags (opening and closing), in order. */
  readonly tagNames: readonly string[]
  readonly head: string
}

const entities: Readonly<Record<string, string>> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" }

export const unescapeHtml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16))
    if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)))
    return entities[body] ?? whole
  })

const attributesOf = (tag: string): Record<string, string> => {
  const attributes: Record<string, string> = {}
  for (const match of tag.matchAll(/\s([a-zA-Z:-]+)(?:\s*=\s*"([^"]*)")?/g))
    attributes[match[1] ?? ""] = unescapeHtml(match[2] ?? "")
  return attributes
}

export const readHead = (html: string): HeadReading => {
  const end = html.search(/<\/head>/i)
  if (end < 0) throw new Error("the page has no </head>")
  const head = html.slice(0, end)
  const meta = new Map<string, string[]>()
  for (const match of head.matchAll(/<meta\s[^>]*>/gi)) {
    const attributes = attributesOf(match[0])
    const key = attributes.name ?? attributes.property
    if (key !== undefined) meta.set(key, [...(meta.get(key) ?? []), attributes.content ?? ""])
  }
  const links = [...head.matchAll(/<link\s[^>]*>/gi)].map((match) => attributesOf(match[0]))
  // A data block ends at the first </script whatever its JSON says: exactly what a browser does.
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  )
  const titleMatch = /<title>([\s\S]*?)<\/title>/i.exec(head)
  return {
    htmlLang: /<html\b[^>]*\slang="([^"]*)"/i.exec(head)?.[1],
    title: titleMatch === null ? undefined : unescapeHtml(titleMatch[1] ?? ""),
    meta,
    links,
    jsonLd,
    tagNames: [...head.matchAll(/<(\/?[a-zA-Z][a-zA-Z0-9-]*)/g)].map((match) =>
      (match[1] ?? "").toLowerCase(),
    ),
    head,
  }
}

/** The one content of a meta name/property (fails the test's expectation when there are several). */
export const metaOf = (reading: HeadReading, key: string): string | undefined => {
  const values = reading.meta.get(key) ?? []
  if (values.length > 1) throw new Error(`${key} is given ${values.length} times`)
  return values[0]
}

/** hreflang -> href of the page's alternates. */
export const alternatesOf = (reading: HeadReading): Record<string, string> =>
  Object.fromEntries(
    reading.links
      .filter((link) => link.rel === "alternate" && link.hreflang !== undefined)
      .map((link) => [link.hreflang ?? "", link.href ?? ""]),
  )

export const canonicalOf = (reading: HeadReading): string | undefined =>
  reading.links.find((link) => link.rel === "canonical")?.href

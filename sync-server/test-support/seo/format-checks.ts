/**
 * Structural checks of the sitemap index and its parts (sitemaps.org protocol 0.9, with the xhtml:link alternates search
 * engines read) and of the Atom feed (RFC 4287), on the tree of the strict XML reader: used by the
 * tests. Each returns the problems it finds, in words; none means the document follows the format.
 */
import {
  type XmlElement,
  XmlError,
  allChildElements,
  attributeOf,
  childElements,
  readXml,
  textOf,
} from "./xml-reader.ts"

export const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
export const xhtmlNamespace = "http://www.w3.org/1999/xhtml"
export const atomNamespace = "http://www.w3.org/2005/Atom"

const read = (xml: string, problems: string[]): XmlElement | undefined => {
  try {
    return readXml(xml)
  } catch (error) {
    if (!(error instanceof XmlError)) throw error
    problems.push(`not well-formed XML: ${error.message}`)
    return undefined
  }
}

const isAbsoluteHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === "http:" || url.protocol === "https:") && url.href === value
  } catch {
    return false
  }
}

/** Only white space between the elements of `element`. */
const textIsBlank = (element: XmlElement): boolean =>
  element.children.every((child) => typeof child !== "string" || child.trim() === "")

// W3C Datetime (the profile of ISO 8601 sitemaps.org names).
const w3cDatetime =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?)?)?$/
// RFC 3339 date-time (Atom date constructs).
const rfc3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i
// A BCP 47 tag as hreflang uses it (language, optional script and region), or x-default.
const hreflangPattern = /^(x-default|[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?)$/

/**
 * The opening every sitemaps.org document shares: at most 50 MB, well-formed, the root `local` in the
 * sitemap namespace with only white space directly inside. Problems go into `problems`; the root
 * comes back when the rest of the document can be checked.
 */
const sitemapRoot = (xml: string, local: string, problems: string[]): XmlElement | undefined => {
  if (Buffer.byteLength(xml, "utf8") > 50 * 1024 * 1024) problems.push("larger than 50 MB")
  const root = read(xml, problems)
  if (root === undefined) return undefined
  if (root.name.uri !== sitemapNamespace || root.name.local !== local) {
    problems.push(`the root is {${root.name.uri}}${root.name.local}, not a sitemaps.org ${local}`)
    return undefined
  }
  if (!textIsBlank(root)) problems.push(`text directly inside <${local}>`)
  return root
}

/** sitemaps.org 0.9: at most 50,000 addresses and 50 MB; loc first, then lastmod, changefreq, priority. */
export const sitemapProblems = (xml: string, origin: string): string[] => {
  const problems: string[] = []
  const root = sitemapRoot(xml, "urlset", problems)
  if (root === undefined) return problems
  const urls = childElements(root, sitemapNamespace)
  if (urls.length > 50_000) problems.push(`${urls.length} addresses (at most 50,000)`)
  const seen = new Set<string>()
  const order = ["loc", "lastmod", "changefreq", "priority"]
  for (const url of urls) {
    if (url.name.local !== "url") {
      problems.push(`<${url.name.local}> inside <urlset>`)
      continue
    }
    if (!textIsBlank(url)) problems.push("text directly inside <url>")
    const children = allChildElements(url)
    let position = -1
    let others = false
    for (const child of children) {
      if (child.name.uri !== sitemapNamespace) {
        others = true
        continue
      }
      const at = order.indexOf(child.name.local)
      if (at < 0) problems.push(`<${child.name.local}> inside <url>`)
      else if (at <= position || others) problems.push(`<${child.name.local}> out of order or repeated`)
      position = Math.max(position, at)
    }
    const loc = childElements(url, sitemapNamespace, "loc")
    const address = loc[0] === undefined ? "" : textOf(loc[0])
    if (loc.length !== 1) problems.push(`a <url> with ${loc.length} <loc>`)
    else if (!isAbsoluteHttpUrl(address) || address.length >= 2048) problems.push(`a bad <loc>: ${address}`)
    else if (new URL(address).origin !== origin) problems.push(`<loc> ${address} is not on ${origin}`)
    if (seen.has(address)) problems.push(`${address} listed twice`)
    seen.add(address)
    for (const lastmod of childElements(url, sitemapNamespace, "lastmod"))
      if (!w3cDatetime.test(textOf(lastmod))) problems.push(`a bad <lastmod>: ${textOf(lastmod)}`)
    const alternates = childElements(url, xhtmlNamespace)
    const languages = new Set<string>()
    for (const link of alternates) {
      const hreflang = attributeOf(link, "hreflang") ?? ""
      const href = attributeOf(link, "href") ?? ""
      if (link.name.local !== "link" || attributeOf(link, "rel") !== "alternate")
        problems.push(`an xhtml:${link.name.local} that is not a rel="alternate" link`)
      if (!hreflangPattern.test(hreflang)) problems.push(`a bad hreflang: ${hreflang}`)
      if (languages.has(hreflang)) problems.push(`hreflang ${hreflang} twice for ${address}`)
      languages.add(hreflang)
      if (!isAbsoluteHttpUrl(href)) problems.push(`a bad alternate href: ${href}`)
    }
    // Search engines ask each page's alternates to list the page itself too.
    if (alternates.length > 0 && !alternates.some((link) => attributeOf(link, "href") === address))
      problems.push(`the alternates of ${address} do not list it`)
  }
  return problems
}

/**
 * sitemaps.org 0.9 sitemap index: at most 50,000 sitemaps and 50 MB; each <sitemap> has one absolute
 * <loc> on the site's origin (first) and at most one W3C <lastmod>; nothing else.
 */
export const sitemapIndexProblems = (xml: string, origin: string): string[] => {
  const problems: string[] = []
  const root = sitemapRoot(xml, "sitemapindex", problems)
  if (root === undefined) return problems
  const sitemaps = allChildElements(root)
  if (sitemaps.length > 50_000) problems.push(`${sitemaps.length} sitemaps (at most 50,000)`)
  const seen = new Set<string>()
  for (const sitemap of sitemaps) {
    if (sitemap.name.uri !== sitemapNamespace || sitemap.name.local !== "sitemap") {
      problems.push(`<${sitemap.name.local}> inside <sitemapindex>`)
      continue
    }
    if (!textIsBlank(sitemap)) problems.push("text directly inside <sitemap>")
    const names = allChildElements(sitemap).map((child) =>
      child.name.uri === sitemapNamespace ? child.name.local : `{${child.name.uri}}${child.name.local}`,
    )
    if (names[0] !== "loc" || names.filter((name) => name === "loc").length !== 1)
      problems.push(`a <sitemap> whose children are ${names.join(", ")}: one <loc> first`)
    for (const name of names)
      if (name !== "loc" && name !== "lastmod") problems.push(`<${name}> inside <sitemap>`)
    if (names.filter((name) => name === "lastmod").length > 1) problems.push("<lastmod> repeated")
    const [loc] = childElements(sitemap, sitemapNamespace, "loc")
    const address = loc === undefined ? "" : textOf(loc)
    if (!isAbsoluteHttpUrl(address)) problems.push(`a bad <loc>: ${address}`)
    else if (new URL(address).origin !== origin) problems.push(`<loc> ${address} is not on ${origin}`)
    if (seen.has(address)) problems.push(`${address} listed twice`)
    seen.add(address)
    for (const lastmod of childElements(sitemap, sitemapNamespace, "lastmod"))
      if (!w3cDatetime.test(textOf(lastmod))) problems.push(`a bad <lastmod>: ${textOf(lastmod)}`)
  }
  return problems
}

const textConstructProblems = (element: XmlElement, where: string): string[] => {
  const type = attributeOf(element, "type") ?? "text"
  if (!["text", "html", "xhtml"].includes(type)) return [`${where}: type="${type}"`]
  if (type !== "xhtml" && allChildElements(element).length > 0)
    return [`${where}: elements inside a ${type} text`]
  return []
}

const dateProblems = (element: XmlElement, where: string): string[] =>
  rfc3339.test(textOf(element)) ? [] : [`${where}: not an RFC 3339 date-time: ${textOf(element)}`]

const personProblems = (element: XmlElement, where: string): string[] => {
  const problems: string[] = []
  if (childElements(element, atomNamespace, "name").length !== 1) problems.push(`${where}: needs one <name>`)
  for (const name of ["uri", "email"])
    if (childElements(element, atomNamespace, name).length > 1)
      problems.push(`${where}: more than one <${name}>`)
  for (const uri of childElements(element, atomNamespace, "uri"))
    if (!isAbsoluteHttpUrl(textOf(uri))) problems.push(`${where}: a bad <uri>`)
  return problems
}

/** Elements of an Atom feed or entry and how many of each it may have ([min, max]). */
const feedElements: Readonly<Record<string, readonly [number, number]>> = {
  author: [0, Infinity],
  category: [0, Infinity],
  contributor: [0, Infinity],
  generator: [0, 1],
  icon: [0, 1],
  id: [1, 1],
  link: [0, Infinity],
  logo: [0, 1],
  rights: [0, 1],
  subtitle: [0, 1],
  title: [1, 1],
  updated: [1, 1],
  entry: [0, Infinity],
}
const entryElements: Readonly<Record<string, readonly [number, number]>> = {
  author: [0, Infinity],
  category: [0, Infinity],
  content: [0, 1],
  contributor: [0, Infinity],
  id: [1, 1],
  link: [0, Infinity],
  published: [0, 1],
  rights: [0, 1],
  source: [0, 1],
  summary: [0, 1],
  title: [1, 1],
  updated: [1, 1],
}

const commonProblems = (
  element: XmlElement,
  allowed: Readonly<Record<string, readonly [number, number]>>,
  where: string,
): string[] => {
  const problems: string[] = []
  if (!textIsBlank(element)) problems.push(`${where}: text directly inside`)
  for (const child of allChildElements(element))
    if (child.name.uri === atomNamespace && !(child.name.local in allowed))
      problems.push(`${where}: <${child.name.local}> is not an Atom element here`)
  for (const [name, [min, max]] of Object.entries(allowed)) {
    const count = childElements(element, atomNamespace, name).length
    if (count < min || count > max) problems.push(`${where}: ${count} <${name}>`)
  }
  for (const id of childElements(element, atomNamespace, "id"))
    if (!isAbsoluteHttpUrl(textOf(id).trim())) problems.push(`${where}: <id> is not an absolute IRI`)
  for (const name of ["title", "subtitle", "summary", "rights"])
    for (const text of childElements(element, atomNamespace, name))
      problems.push(...textConstructProblems(text, `${where} <${name}>`))
  for (const name of ["updated", "published"])
    for (const date of childElements(element, atomNamespace, name))
      problems.push(...dateProblems(date, `${where} <${name}>`))
  for (const name of ["author", "contributor"])
    for (const person of childElements(element, atomNamespace, name))
      problems.push(...personProblems(person, `${where} <${name}>`))
  const alternates = new Set<string>()
  for (const link of childElements(element, atomNamespace, "link")) {
    const href = attributeOf(link, "href")
    if (href === undefined || !isAbsoluteHttpUrl(href))
      problems.push(`${where}: a <link> without an absolute href`)
    if ((attributeOf(link, "rel") ?? "alternate") === "alternate") {
      // RFC 4287 4.1.1: no two alternate links with the same type and hreflang.
      const key = `${attributeOf(link, "type") ?? ""}|${attributeOf(link, "hreflang") ?? ""}`
      if (alternates.has(key)) problems.push(`${where}: two alternate links of the same type and hreflang`)
      alternates.add(key)
    }
  }
  for (const category of childElements(element, atomNamespace, "category"))
    if ((attributeOf(category, "term") ?? "") === "") problems.push(`${where}: a <category> without a term`)
  return problems
}

/** RFC 4287: the feed's and each entry's required elements, constructs and uniqueness rules. */
export const atomFeedProblems = (xml: string): string[] => {
  const problems: string[] = []
  const root = read(xml, problems)
  if (root === undefined) return problems
  if (root.name.uri !== atomNamespace || root.name.local !== "feed")
    return [...problems, `the root is {${root.name.uri}}${root.name.local}, not an Atom feed`]
  problems.push(...commonProblems(root, feedElements, "feed"))
  const self = childElements(root, atomNamespace, "link").filter(
    (link) => attributeOf(link, "rel") === "self",
  )
  if (self.length !== 1)
    problems.push(`feed: ${self.length} rel="self" links (RFC 4287 4.1.1 says SHOULD have one)`)
  const entries = childElements(root, atomNamespace, "entry")
  const feedHasAuthor = childElements(root, atomNamespace, "author").length > 0
  const ids = new Set<string>()
  for (const [index, entry] of entries.entries()) {
    const where = `entry ${index + 1}`
    problems.push(...commonProblems(entry, entryElements, where))
    if (!feedHasAuthor && childElements(entry, atomNamespace, "author").length === 0)
      problems.push(`${where}: no author, and the feed has none`)
    const content = childElements(entry, atomNamespace, "content")[0]
    const alternate = childElements(entry, atomNamespace, "link").some(
      (link) => (attributeOf(link, "rel") ?? "alternate") === "alternate",
    )
    if (content === undefined && !alternate) problems.push(`${where}: neither content nor an alternate link`)
    if (content !== undefined) {
      const type = attributeOf(content, "type") ?? "text"
      if (
        attributeOf(content, "src") !== undefined &&
        childElements(entry, atomNamespace, "summary").length === 0
      )
        problems.push(`${where}: out-of-line content without a summary`)
      if (["text", "html"].includes(type) && allChildElements(content).length > 0)
        problems.push(`${where}: elements inside ${type} content`)
    }
    const id = childElements(entry, atomNamespace, "id")[0]
    if (id !== undefined) {
      if (ids.has(textOf(id))) problems.push(`${where}: the id ${textOf(id)} twice`)
      ids.add(textOf(id))
    }
  }
  return problems
}

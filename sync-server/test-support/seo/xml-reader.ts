/**
 * A strict reader of XML 1.0 with namespaces, for the tests of the sitemap and the feeds (no XML
 * parser is among the project's packages). It reads the whole document into a tree and throws at the
 * first thing a conforming parser would reject as not well-formed: a raw `<` or `&` in text or in an
 * attribute, an unknown entity, a character XML does not allow, a bad name, a duplicate attribute, a
 * mismatched or missing end tag, anything but one root element, an unbound namespace prefix. Not
 * supported (rejected): DOCTYPE declarations, which none of the server's documents have.
 */

export const xmlNamespace = "http://www.w3.org/XML/1998/namespace"
const xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

export interface XmlName {
  /** The namespace URI; "" for none. */
  readonly uri: string
  readonly local: string
  readonly qname: string
}

export interface XmlAttribute {
  readonly name: XmlName
  readonly value: string
}

export interface XmlElement {
  readonly name: XmlName
  readonly attributes: readonly XmlAttribute[]
  readonly children: ReadonlyArray<XmlElement | string>
}

export class XmlError extends Error {}

// XML 1.0 (fifth edition) name characters.
const nameStart =
  "A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D" +
  "\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}"
const nameChar = `${nameStart}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`
/* eslint-disable no-misleading-character-class -- ranges of XML's grammar, not composed characters */
const namePattern = new RegExp(`^[${nameStart}:][${nameChar}:]*`, "u")
const ncNamePattern = new RegExp(`^[${nameStart}][${nameChar}]*$`, "u")
/* eslint-enable no-misleading-character-class */
// Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
// eslint-disable-next-line no-control-regex
const badChar = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

const predefined: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

interface RawElement {
  readonly qname: string
  readonly attributes: ReadonlyArray<{ qname: string; value: string }>
  readonly children: Array<RawElement | string>
}

class Reader {
  private at = 0

  constructor(private readonly text: string) {}

  fail(message: string): never {
    const line = this.text.slice(0, this.at).split("\n").length
    throw new XmlError(`${message} (line ${line})`)
  }

  private startsWith(token: string): boolean {
    return this.text.startsWith(token, this.at)
  }

  private expect(token: string): void {
    if (!this.startsWith(token)) this.fail(`expected ${JSON.stringify(token)}`)
    this.at += token.length
  }

  private spaces(): boolean {
    const start = this.at
    while (this.at < this.text.length && " \t\r\n".includes(this.text[this.at] ?? "")) this.at++
    return this.at > start
  }

  private name(): string {
    const match = namePattern.exec(this.text.slice(this.at, this.at + 1024))
    if (match === null) this.fail("expected a name")
    this.at += match[0].length
    return match[0]
  }

  /** Text up to `end`, with references replaced; `<` is never allowed in it. */
  private characters(end: string | RegExp, inAttribute: boolean): string {
    let out = ""
    while (this.at < this.text.length) {
      if (typeof end === "string" ? this.startsWith(end) : end.test(this.text[this.at] ?? "")) return out
      const char = this.text[this.at] ?? ""
      if (char === "<") this.fail(inAttribute ? "a raw < in an attribute value" : "a raw < in text")
      if (char === "&") {
        out += this.reference()
        continue
      }
      if (!inAttribute && this.startsWith("]]>")) this.fail("]]> in text")
      // Attribute values are normalised: white space characters become spaces (XML 1.0, 3.3.3).
      out += inAttribute && "\t\r\n".includes(char) ? " " : char
      this.at++
    }
    return this.fail("unexpected end of the document")
  }

  private reference(): string {
    const match = /^&(#x[0-9A-Fa-f]+|#[0-9]+|[^;&<\s]+);/.exec(this.text.slice(this.at, this.at + 40))
    if (match === null) this.fail("a raw & (not a reference)")
    this.at += match[0].length
    const body = match[1] ?? ""
    if (body.startsWith("#")) {
      const code = body.startsWith("#x") ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      const char = code <= 0x10ffff ? String.fromCodePoint(code) : "\u0000"
      if (badChar.test(char)) this.fail(`a reference to a character XML does not allow: ${body}`)
      return char
    }
    const named = predefined[body]
    if (named === undefined) this.fail(`an unknown entity: &${body};`)
    return named
  }

  /** Comments, processing instructions and white space between the top-level parts. */
  private misc(): void {
    for (;;) {
      if (this.spaces()) continue
      if (this.startsWith("<!--")) this.comment()
      else if (this.startsWith("<?")) this.processingInstruction()
      else return
    }
  }

  private comment(): void {
    this.expect("<!--")
    const end = this.text.indexOf("--", this.at)
    if (end < 0) this.fail("an unclosed comment")
    if (this.text[end + 2] !== ">") this.fail("-- inside a comment")
    this.at = end + 3
  }

  private processingInstruction(): void {
    this.expect("<?")
    const target = this.name()
    if (target.toLowerCase() === "xml") this.fail("an XML declaration that is not at the very start")
    const end = this.text.indexOf("?>", this.at)
    if (end < 0) this.fail("an unclosed processing instruction")
    this.at = end + 2
  }

  private declaration(): void {
    if (!this.startsWith("<?xml")) return
    this.expect("<?xml")
    if (!this.spaces()) this.fail("expected a space in the XML declaration")
    this.expect("version")
    this.spaces()
    this.expect("=")
    this.spaces()
    const version = /^(["'])1\.\d+\1/.exec(this.text.slice(this.at, this.at + 12))
    if (version === null) this.fail("a bad XML version")
    this.at += version[0].length
    let sawSpace = this.spaces()
    if (this.startsWith("encoding")) {
      if (!sawSpace) this.fail("expected a space before encoding")
      this.expect("encoding")
      this.spaces()
      this.expect("=")
      this.spaces()
      const match = /^(["'])([A-Za-z][A-Za-z0-9._-]*)\1/.exec(this.text.slice(this.at, this.at + 50))
      if (match === null) this.fail("a bad encoding name")
      if (!/^utf-?8$/i.test(match[2] ?? "")) this.fail(`the document says ${match[2]}, not UTF-8`)
      this.at += match[0].length
      sawSpace = this.spaces()
    }
    if (this.startsWith("standalone")) {
      if (!sawSpace) this.fail("expected a space before standalone")
      this.expect("standalone")
      this.spaces()
      this.expect("=")
      this.spaces()
      const match = /^(["'])(yes|no)\1/.exec(this.text.slice(this.at, this.at + 6))
      if (match === null) this.fail("a bad standalone value")
      this.at += match[0].length
      this.spaces()
    }
    this.expect("?>")
  }

  private element(): RawElement {
    this.expect("<")
    const qname = this.name()
    const attributes: Array<{ qname: string; value: string }> = []
    for (;;) {
      const spaced = this.spaces()
      if (this.startsWith("/>")) {
        this.at += 2
        return { qname, attributes, children: [] }
      }
      if (this.startsWith(">")) {
        this.at += 1
        break
      }
      if (!spaced) this.fail("expected a space between attributes")
      const attribute = this.name()
      if (attributes.some((a) => a.qname === attribute)) this.fail(`a duplicate attribute ${attribute}`)
      this.spaces()
      this.expect("=")
      this.spaces()
      const quote = this.text[this.at]
      if (quote !== '"' && quote !== "'") this.fail("an attribute value without quotes")
      this.at++
      const value = this.characters(quote, true)
      this.at++
      attributes.push({ qname: attribute, value })
    }
    const children: Array<RawElement | string> = []
    for (;;) {
      if (this.at >= this.text.length) this.fail(`no end tag for <${qname}>`)
      if (this.startsWith("</")) {
        this.at += 2
        const end = this.name()
        if (end !== qname) this.fail(`</${end}> closes <${qname}>`)
        this.spaces()
        this.expect(">")
        return { qname, attributes, children }
      }
      if (this.startsWith("<!--")) this.comment()
      else if (this.startsWith("<![CDATA[")) {
        this.at += "<![CDATA[".length
        const end = this.text.indexOf("]]>", this.at)
        if (end < 0) this.fail("an unclosed CDATA section")
        children.push(this.text.slice(this.at, end))
        this.at = end + 3
      } else if (this.startsWith("<?")) this.processingInstruction()
      else if (this.startsWith("<!")) this.fail("a declaration inside an element")
      else if (this.startsWith("<")) children.push(this.element())
      else children.push(this.characters("<", false))
    }
  }

  document(): RawElement {
    const bad = badChar.exec(this.text)
    if (bad !== null) {
      this.at = bad.index
      this.fail(`a character XML does not allow: U+${(bad[0].codePointAt(0) ?? 0).toString(16)}`)
    }
    this.declaration()
    this.misc()
    if (this.startsWith("<!DOCTYPE")) this.fail("a DOCTYPE (not expected in these documents)")
    if (!this.startsWith("<")) this.fail("no root element")
    const root = this.element()
    this.misc()
    if (this.at !== this.text.length) this.fail("content after the root element")
    return root
  }
}

type Scope = ReadonlyMap<string, string>

const resolve = (raw: RawElement, parent: Scope, fail: (message: string) => never): XmlElement => {
  const scope = new Map(parent)
  for (const { qname, value } of raw.attributes) {
    if (qname === "xmlns") scope.set("", value)
    else if (qname.startsWith("xmlns:")) {
      const prefix = qname.slice("xmlns:".length)
      if (!ncNamePattern.test(prefix)) fail(`a bad namespace prefix ${prefix}`)
      if (value === "") fail(`xmlns:${prefix} is empty`)
      if (prefix === "xmlns" || (prefix === "xml") !== (value === xmlNamespace))
        fail(`the reserved prefix or namespace of xmlns:${prefix}`)
      scope.set(prefix, value)
    }
  }
  const split = (qname: string, isElement: boolean): XmlName => {
    const parts = qname.split(":")
    if (parts.length > 2 || parts.some((part) => !ncNamePattern.test(part)))
      fail(`a bad qualified name ${qname}`)
    if (parts.length === 1) return { uri: isElement ? (scope.get("") ?? "") : "", local: qname, qname }
    const [prefix = "", local = ""] = parts
    const uri = prefix === "xml" ? xmlNamespace : prefix === "xmlns" ? xmlnsNamespace : scope.get(prefix)
    if (uri === undefined) fail(`the prefix of ${qname} is not bound to a namespace`)
    return { uri, local, qname }
  }
  const attributes = raw.attributes
    .filter(({ qname }) => qname !== "xmlns" && !qname.startsWith("xmlns:"))
    .map(({ qname, value }) => ({ name: split(qname, false), value }))
  for (const [index, attribute] of attributes.entries())
    if (
      attributes.some(
        (other, at) =>
          at < index && other.name.uri === attribute.name.uri && other.name.local === attribute.name.local,
      )
    )
      fail(`attribute {${attribute.name.uri}}${attribute.name.local} twice`)
  return {
    name: split(raw.qname, true),
    attributes,
    children: raw.children.map((child) => (typeof child === "string" ? child : resolve(child, scope, fail))),
  }
}

/** The document's root element; throws XmlError at the first thing that is not well-formed XML. */
export const readXml = (text: string): XmlElement => {
  const reader = new Reader(text)
  const raw = reader.document()
  return resolve(raw, new Map([["xml", xmlNamespace]]), (message) => {
    throw new XmlError(message)
  })
}

/** The child elements of `element` named {uri}local. */
export const childElements = (element: XmlElement, uri: string, local?: string): XmlElement[] =>
  element.children.filter(
    (child): child is XmlElement =>
      typeof child !== "string" &&
      child.name.uri === uri &&
      (local === undefined || child.name.local === local),
  )

/** Every child element, whatever its name. */
export const allChildElements = (element: XmlElement): XmlElement[] =>
  element.children.filter((child): child is XmlElement => typeof child !== "string")

/** The element's text (its text children joined; child elements are not expected). */
export const textOf = (element: XmlElement): string =>
  element.children.map((child) => (typeof child === "string" ? child : textOf(child))).join("")

export const attributeOf = (element: XmlElement, local: string, uri = ""): string | undefined =>
  element.attributes.find((attribute) => attribute.name.uri === uri && attribute.name.local === local)?.value

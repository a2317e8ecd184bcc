/**
 * The strict XML reader and the format checks the sitemap and feed tests rely on: they must accept
 * what XML and the formats allow, and find each kind of fault, or those tests could not fail.
 */
import { describe, expect, test } from "vitest"
import { atomFeedProblems, sitemapProblems } from "../test-support/seo/format-checks.ts"
import {
  XmlError,
  attributeOf,
  childElements,
  readXml,
  textOf,
  xmlNamespace,
} from "../test-support/seo/xml-reader.ts"

describe("readXml", () => {
  test("reads namespaces, prefixes, references, CDATA and comments", () => {
    const root = readXml(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- a comment -->\n` +
        `<a:root xmlns:a="urn:a" xmlns="urn:default" xml:lang="en">` +
        `<child b="1 &amp; 2" a:c='&quot;x&apos;'>&lt;tag&gt; &#20013;&#x6587; <![CDATA[<raw> & ]]></child>` +
        `<empty/><!-- inside --><?pi data?></a:root>\n`,
    )
    expect(root.name).toEqual({ uri: "urn:a", local: "root", qname: "a:root" })
    expect(attributeOf(root, "lang", xmlNamespace)).toBe("en")
    const [child] = childElements(root, "urn:default", "child")
    expect(child && textOf(child)).toBe("<tag> 中文 <raw> & ")
    expect(child && attributeOf(child, "b")).toBe("1 & 2")
    expect(child && attributeOf(child, "c", "urn:a")).toBe(`"x'`)
    expect(childElements(root, "urn:default", "empty")).toHaveLength(1)
  })

  test.each([
    ["a raw < in text", "<a>1 < 2</a>"],
    ["a raw & in text", "<a>fish & chips</a>"],
    ["a raw < in an attribute", `<a b="<"/>`],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["a reference to a forbidden character", "<a>&#1;</a>"],
    ["a forbidden character", "<a>\u0001</a>"],
    ["mismatched tags", "<a><b></a></b>"],
    ["a missing end tag", "<a><b></b>"],
    ["two roots", "<a/><b/>"],
    ["text after the root", "<a/>x"],
    ["no root", "<?xml version='1.0'?>"],
    ["a duplicate attribute", `<a b="1" b="2"/>`],
    ["the same attribute through two prefixes", `<a xmlns:p="urn:x" xmlns:q="urn:x" p:b="1" q:b="2"/>`],
    ["an unquoted attribute", "<a b=1/>"],
    ["an unbound prefix", "<p:a/>"],
    ["an XML declaration later on", `<a/><?xml version="1.0"?>`],
    ["a declared encoding that is not UTF-8", `<?xml version="1.0" encoding="ISO-8859-1"?><a/>`],
    ["-- in a comment", "<a><!-- a -- b --></a>"],
    ["a bad name", "<1a/>"],
    ["]]> in text", "<a>]]></a>"],
    ["a DOCTYPE", "<!DOCTYPE a><a/>"],
  ])("rejects %s", (_fault, xml) => {
    expect(() => readXml(xml)).toThrow(XmlError)
  })
})

const sitemap = (urls: string, origin = "https://s.example") =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
  `xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.replaceAll("ORIGIN", origin)}</urlset>`
const goodUrl =
  `<url><loc>ORIGIN/a</loc><lastmod>2026-11-25T10:00:00.000Z</lastmod>` +
  `<xhtml:link rel="alternate" hreflang="zh-CN" href="ORIGIN/a"/>` +
  `<xhtml:link rel="alternate" hreflang="en" href="ORIGIN/en/a"/></url>`

describe("sitemapProblems", () => {
  test("finds none in a sitemap that follows the protocol", () => {
    expect(sitemapProblems(sitemap(goodUrl), "https://s.example")).toEqual([])
  })

  test.each([
    ["a wrong root", `<urlset xmlns="urn:other"><url><loc>https://s.example/a</loc></url></urlset>`],
    ["no loc", sitemap("<url><lastmod>2026-11-25</lastmod></url>")],
    ["a relative loc", sitemap("<url><loc>/a</loc></url>")],
    ["a loc on another origin", sitemap("<url><loc>https://other.example/a</loc></url>")],
    ["lastmod before loc", sitemap("<url><lastmod>2026-11-25</lastmod><loc>ORIGIN/a</loc></url>")],
    ["a bad lastmod", sitemap("<url><loc>ORIGIN/a</loc><lastmod>25/11/2026</lastmod></url>")],
    ["an unknown element", sitemap("<url><loc>ORIGIN/a</loc><title>x</title></url>")],
    ["the same page twice", sitemap(`${goodUrl}${goodUrl}`)],
    [
      "a bad hreflang",
      sitemap(
        `<url><loc>ORIGIN/a</loc><xhtml:link rel="alternate" hreflang="english" href="ORIGIN/a"/></url>`,
      ),
    ],
    [
      "alternates without the page",
      sitemap(`<url><loc>ORIGIN/a</loc><xhtml:link rel="alternate" hreflang="en" href="ORIGIN/en/a"/></url>`),
    ],
    ["not XML", sitemap("<url><loc>ORIGIN/a?x=1&y=2</loc></url>")],
  ])("finds %s", (_fault, xml) => {
    expect(sitemapProblems(xml, "https://s.example")).not.toEqual([])
  })
})

const feed = (inside: string) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">${inside}</feed>`
const head =
  `<id>https://s.example/feed.xml</id><title>t</title><updated>2026-11-25T10:00:00Z</updated>` +
  `<link rel="self" href="https://s.example/feed.xml"/><author><name>s</name></author>`
const entry = (id = "https://s.example/1", more = "") =>
  `<entry><id>${id}</id><title>e</title><updated>2026-11-25T10:00:00Z</updated>` +
  `<link rel="alternate" type="text/html" href="${id}"/>${more}</entry>`

describe("atomFeedProblems", () => {
  test("finds none in a feed that follows RFC 4287", () => {
    expect(
      atomFeedProblems(
        feed(
          `${head}${entry()}${entry("https://s.example/2", `<content type="html">&lt;p&gt;x&lt;/p&gt;</content>`)}`,
        ),
      ),
    ).toEqual([])
  })

  test.each([
    ["a wrong root", `<feed xmlns="urn:other">${head}</feed>`],
    ["a feed without id", feed(head.replace(/<id>[^<]*<\/id>/, ""))],
    ["a feed with two titles", feed(`${head}<title>again</title>`)],
    ["a bad date", feed(head.replace("2026-11-25T10:00:00Z", "yesterday"))],
    ["no author anywhere", feed(`${head.replace(/<author>.*<\/author>/, "")}${entry()}`)],
    ["an entry without id", feed(`${head}${entry().replace(/<id>[^<]*<\/id>/, "")}`)],
    [
      "an entry without content or alternate link",
      feed(
        `${head}<entry><id>https://s.example/1</id><title>e</title><updated>2026-11-25T10:00:00Z</updated></entry>`,
      ),
    ],
    ["the same entry id twice", feed(`${head}${entry()}${entry()}`)],
    [
      "markup inside a text title",
      feed(
        `${head}${entry("https://s.example/1", "").replace("<title>e</title>", "<title>a<b>b</b></title>")}`,
      ),
    ],
    ["an unknown Atom element", feed(`${head}<description>x</description>`)],
    ["a category without a term", feed(`${head}${entry("https://s.example/1", "<category/>")}`)],
    [
      "two alternate links alike",
      feed(
        `${head}${entry("https://s.example/1", `<link rel="alternate" type="text/html" href="https://s.example/x"/>`)}`,
      ),
    ],
    ["no self link", feed(head.replace(/<link rel="self"[^>]*>/, ""))],
  ])("finds %s", (_fault, xml) => {
    expect(atomFeedProblems(xml)).not.toEqual([])
  })
})

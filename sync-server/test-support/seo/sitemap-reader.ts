/**
 * The whole sitemap as a crawler reads it (sync-server/seo/sitemap.ts): the index at `/sitemap.xml`,
 * then every part it names, each checked against the format (format-checks.ts) on the way; answers
 * every `<url>` with its lastmod and its alternates by hreflang, and the parts with their lastmods.
 */
import { sitemapIndexProblems, sitemapNamespace, sitemapProblems, xhtmlNamespace } from "./format-checks.ts"
import { attributeOf, childElements, readXml, textOf } from "./xml-reader.ts"

export interface SitemapUrl {
  readonly loc: string
  readonly lastmod: string | undefined
  readonly alternates: Readonly<Record<string, string | undefined>>
}

export interface ReadSitemap {
  readonly parts: ReadonlyArray<{ readonly loc: string; readonly lastmod: string | undefined }>
  readonly urls: ReadonlyArray<SitemapUrl>
  /** Every format problem found in the index and the parts (none for a good sitemap). */
  readonly problems: ReadonlyArray<string>
}

const textOfFirst = (element: ReturnType<typeof readXml>, name: string): string | undefined => {
  const [found] = childElements(element, sitemapNamespace, name)
  return found === undefined ? undefined : textOf(found)
}

/**
 * `origin` is what every address must start with; `headers` go with each request (a Host, say), and
 * the parts are asked of `server` (where the test's server listens) at their paths.
 */
export const readSitemap = async (
  server: string,
  origin: string = server,
  headers: Record<string, string> = {},
): Promise<ReadSitemap> => {
  const get = async (path: string) => {
    const response = await fetch(`${server}${path}`, { headers })
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    return response.text()
  }
  const index = await get("/sitemap.xml")
  const problems = [...sitemapIndexProblems(index, origin)]
  const parts = childElements(readXml(index), sitemapNamespace, "sitemap").map((sitemap) => ({
    loc: textOfFirst(sitemap, "loc") ?? "",
    lastmod: textOfFirst(sitemap, "lastmod"),
  }))
  const urls: SitemapUrl[] = []
  for (const part of parts) {
    const text = await get(new URL(part.loc).pathname)
    problems.push(...sitemapProblems(text, origin).map((problem) => `${part.loc}: ${problem}`))
    for (const url of childElements(readXml(text), sitemapNamespace, "url"))
      urls.push({
        loc: textOfFirst(url, "loc") ?? "",
        lastmod: textOfFirst(url, "lastmod"),
        alternates: Object.fromEntries(
          childElements(url, xhtmlNamespace, "link").map((link) => [
            attributeOf(link, "hreflang"),
            attributeOf(link, "href"),
          ]),
        ),
      })
  }
  return { parts, urls, problems }
}

/**
 * `/robots.txt` (RFC 9309): the public site is open to crawlers, the back office and the API are not,
 * and the sitemap is named by its absolute address, as the Sitemap line of sitemaps.org requires.
 */
export const disallowedPaths = ["/systemadmin", "/api/"] as const

export const buildRobots = (origin: string): string =>
  [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")

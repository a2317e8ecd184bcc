/**
 * Same-site links in a post's body lead to the reader's language (issue 17): on an English page, a
 * link an author wrote as `/employees/3` goes to `/en/employees/3`, as every other link of that page
 * does (language-address.ts). A post's links are plain links in HTML the app sets as it is, not the
 * router's, so the router's rewrite does not reach them.
 */
import type { Locales } from "../../../i18n/i18n-types.ts"
import { addressIn } from "../layout/language-address.ts"

/** An href that is a path on this site: one slash, not two (`//host` is another site). */
const pathHref = /(<a\s[^>]*?\bhref=")(\/(?!\/)[^"?#]*)([^"]*")/g

/**
 * The post's HTML (micromark's: attribute values double-quoted) with its same-site links in
 * `language`. Chinese pages keep the links as written (an author may point at an English page on
 * purpose); the back office's and the API's addresses, and links to other sites, stay as they are.
 */
export const postLinksIn = (html: string, language: Locales): string =>
  language === "en"
    ? html.replace(
        pathHref,
        (_link, start: string, path: string, rest: string) => `${start}${addressIn(path, "en")}${rest}`,
      )
    : html

/**
 * A post's body. The HTML comes from micromark with its safe defaults (raw HTML escaped, only
 * http/https/irc/ircs/mailto/xmpp addresses kept), which is what makes setting it as HTML safe here.
 * Its same-site links lead to the reader's language (post-links.ts).
 */
import { useMemo } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { htmlContentAttribute } from "../prerender/hydrate.ts"
import { postHtml } from "./markdown.ts"
import { markdownProse } from "./markdown-prose.ts"
import { postLinksIn } from "./post-links.ts"

export function MarkdownContent({ markdown }: { markdown: string }) {
  const { locale } = useI18nContext()
  const html = useMemo(() => postLinksIn(postHtml(markdown), locale), [markdown, locale])
  return (
    <div
      data-testid="post-content"
      {...{ [htmlContentAttribute]: "" }}
      className={markdownProse}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

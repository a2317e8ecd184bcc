/**
 * An editable page's text (issue 31, item 4: the about, privacy and terms bodies, Markdown fields of
 * the settings row) in the reader's language, drawn with the blog's Markdown renderer and its safety
 * rules (raw HTML escaped, only safe link addresses), its same-site links in the page's language and
 * its `{#name}` headings anchored. An English reader of a text with no English version gets the
 * Chinese one, marked 中文, as for other content.
 */
import { useMemo } from "react"
import type { EditablePageField } from "../../../../schema/entities/editable-pages.ts"
import { useSettings } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { cx } from "../../../ui/cx.ts"
import { postHtml } from "../blog/markdown.ts"
import { markdownProse } from "../blog/markdown-prose.ts"
import { postLinksIn } from "../blog/post-links.ts"
import { ChineseOnlyMark, langOf, useLocalized } from "../content/localized.tsx"
import { htmlContentAttribute } from "../prerender/hydrate.ts"
import { withHeadingAnchors } from "./heading-anchors.ts"

export function PageMarkdown({ field, className }: { field: EditablePageField; className?: string }) {
  const { locale } = useI18nContext()
  const { settings } = useSettings()
  const body = useLocalized().text(settings, field)
  const html = useMemo(
    () => withHeadingAnchors(postLinksIn(postHtml(body.text), locale)),
    [body.text, locale],
  )
  return (
    <div lang={langOf(body)} className={className}>
      {body.fallback ? <ChineseOnlyMark className="ml-0" /> : null}
      <div
        data-testid="page-body"
        {...{ [htmlContentAttribute]: "" }}
        className={cx(markdownProse, "[&_h2]:scroll-mt-24 [&>:first-child]:mt-0")}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  )
}

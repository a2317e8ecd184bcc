/**
 * Content in the reader's language on the public site (issue 17): each text picks its English twin
 * for an English reader (schema/localized.ts); where there is none it shows the Chinese, with
 * lang="zh-CN" on the element that holds it and a small "中文" mark that says so to every reader.
 */
import type { ElementType, ReactNode } from "react"
import {
  type ContentLanguage,
  type LocalizedList,
  type LocalizedText,
  localizedList,
  localizedText,
} from "../../../../schema/localized.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { cx } from "../../../ui/cx.ts"

type ContentRow = Readonly<Record<string, unknown>>

/** The language content is shown in: the page's. */
export const useContentLanguage = (): ContentLanguage => (useI18nContext().locale === "en" ? "en" : "zh-CN")

/** Text and list pickers bound to the page's language. */
export const useLocalized = () => {
  const language = useContentLanguage()
  return {
    language,
    text: (row: ContentRow, field: string): LocalizedText => localizedText(row, field, language),
    list: (row: ContentRow, field: string): LocalizedList => localizedList(row, field, language),
  }
}

/** Whether any of the texts shown together (a card) fell back to Chinese. */
export const anyFallback = (...values: ReadonlyArray<{ readonly fallback: boolean }>): boolean =>
  values.some((value) => value.fallback)

/** The language attribute of an element holding `value`: set only where it differs from the page's. */
export const langOf = (value: { readonly fallback: boolean }): "zh-CN" | undefined =>
  value.fallback ? "zh-CN" : undefined

/** The visible, subtle mark on Chinese shown to an English reader; its meaning is read out in full. */
export function ChineseOnlyMark({ className }: { className?: string }) {
  const { LL, locale } = useI18nContext()
  return (
    <span
      data-testid="chinese-only"
      lang={locale}
      title={LL.content.chineseOnly.label()}
      className={cx(
        "ml-2 inline-flex shrink-0 items-center rounded border border-amber-300 bg-amber-50 px-1.5 align-middle text-xs leading-5 font-medium text-amber-900",
        className,
      )}
    >
      <span aria-hidden="true" lang="zh-CN">
        {LL.content.chineseOnly.badge()}
      </span>
      <span className="sr-only">{LL.content.chineseOnly.label()}</span>
    </span>
  )
}

/**
 * One content text in its element (`as`, default span); a fallback to Chinese gets lang="zh-CN" and,
 * with `mark`, the mark after the text (inside the element, so it stays on the text's line).
 */
export function Localized({
  value,
  as: Tag = "span",
  className,
  mark = false,
  children,
}: {
  value: LocalizedText
  as?: ElementType
  className?: string
  mark?: boolean
  children?: ReactNode
}) {
  return (
    <Tag lang={langOf(value)} className={className}>
      {children ?? value.text}
      {mark && value.fallback ? <ChineseOnlyMark /> : null}
    </Tag>
  )
}

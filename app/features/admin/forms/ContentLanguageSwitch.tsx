/**
 * The 中文/English switch of a form with English twins (issue 17): which language's texts are being
 * edited. A radio group (one tab stop, arrow keys move), labelled for screen readers. The English
 * option counts the English texts that fell behind their Chinese (issue 31, item 3).
 */
import { Radio, RadioGroup, Label } from "react-aria-components"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"

export type FormLanguage = "zh-CN" | "en"

const option =
  "cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-slate-600 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-strong data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm"

export function ContentLanguageSwitch({
  value,
  onChange,
  staleCount = 0,
}: {
  value: FormLanguage
  onChange: (language: FormLanguage) => void
  staleCount?: number
}) {
  const { LL } = useI18nContext()
  const t = LL.content.admin
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next === "en" ? "en" : "zh-CN")}
      orientation="horizontal"
      data-testid="content-language-switch"
      className="flex flex-wrap items-center gap-3"
    >
      <Label className="text-sm font-medium text-slate-700">{t.contentLanguage()}</Label>
      <div className="inline-flex rounded-lg bg-slate-100 p-1">
        <Radio value="zh-CN" className={option}>
          <span lang="zh-CN">{t.chinese()}</span>
        </Radio>
        <Radio value="en" className={option}>
          <span lang="en">{t.english()}</span>
          {staleCount > 0 ? (
            <span
              data-testid="stale-english-count"
              className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
            >
              <span aria-hidden="true">{staleCount}</span>
              <span className="sr-only">{LL.translation.staleCount({ count: staleCount })}</span>
            </span>
          ) : null}
        </Radio>
      </div>
      {value === "en" ? <p className="w-full text-xs text-slate-600">{t.englishHint()}</p> : null}
    </RadioGroup>
  )
}

/**
 * The 中文/English switch of a form with English twins (issue 17): which language's texts are being
 * edited. A radio group (one tab stop, arrow keys move), labelled for screen readers.
 */
import { Radio, RadioGroup, Label } from "react-aria-components"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"

export type FormLanguage = "zh-CN" | "en"

const option =
  "cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-slate-600 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-strong data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm"

export function ContentLanguageSwitch({
  value,
  onChange,
}: {
  value: FormLanguage
  onChange: (language: FormLanguage) => void
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
        </Radio>
      </div>
      {value === "en" ? <p className="w-full text-xs text-slate-600">{t.englishHint()}</p> : null}
    </RadioGroup>
  )
}

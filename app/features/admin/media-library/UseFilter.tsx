import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { type MediaUse, mediaUses } from "./media-view.ts"

/**
 * "All / in use / unused", with how many pictures each would show: native radio buttons drawn as one
 * segmented control, so the keyboard and screen readers treat them as the one choice they are.
 */
export function UseFilter({
  value,
  counts,
  onChange,
}: {
  value: MediaUse
  counts: Record<MediaUse, number> | undefined
  onChange: (use: MediaUse) => void
}) {
  const { LL } = useI18nContext()
  const t = LL.mediaLibrary.filter
  const labelOf = (use: MediaUse) => {
    const count = counts?.[use] ?? 0
    return use === "all" ? t.all({ count }) : use === "in-use" ? t.inUse({ count }) : t.unused({ count })
  }
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="float-left mr-1 text-sm font-medium text-slate-700">{t.label()}</legend>
      <div className="inline-flex max-w-full flex-wrap rounded-lg border border-slate-300 bg-white p-0.5">
        {mediaUses.map((use) => (
          <label
            key={use}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-blue-600 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500"
          >
            <input
              type="radio"
              name="media-use"
              value={use}
              checked={value === use}
              onChange={() => onChange(use)}
              className="sr-only"
            />
            {labelOf(use)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

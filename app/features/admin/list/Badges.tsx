import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { initialOf, withOverflow } from "../lib/format.ts"

/** At most three tag badges, then a "+N" badge for the rest. */
export function TagBadges({ tags }: { tags: ReadonlyArray<string> }) {
  const { LL } = useI18nContext()
  const { shown, hidden } = withOverflow(tags)
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((tag) => (
        <span
          key={tag}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs whitespace-nowrap text-slate-700"
        >
          {tag}
        </span>
      ))}
      {hidden > 0 ? (
        <span className="rounded-md bg-blue-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-blue-800">
          {LL.admin.common.more({ count: hidden })}
        </span>
      ) : null}
    </div>
  )
}

const avatarColors = ["bg-blue-600", "bg-emerald-700", "bg-purple-600", "bg-orange-700", "bg-pink-700"]

/** Up to three initial-letter avatars, overlapping, then "+N". */
export function AvatarStack({ names }: { names: ReadonlyArray<string> }) {
  const { LL } = useI18nContext()
  const { shown, hidden } = withOverflow(names)
  return (
    <div className="flex items-center -space-x-2">
      {shown.map((name, index) => (
        <span
          key={`${name}-${index}`}
          title={name}
          aria-label={name}
          role="img"
          className={`inline-flex h-8 w-8 items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-white ${avatarColors[index % avatarColors.length]}`}
        >
          {initialOf(name)}
        </span>
      ))}
      {hidden > 0 ? (
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white">
          {LL.admin.common.more({ count: hidden })}
        </span>
      ) : null}
    </div>
  )
}

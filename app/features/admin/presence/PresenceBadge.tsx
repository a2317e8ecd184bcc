/** On a list row: a live marker naming who has the record's edit dialog open (issue 30, item 4). */
import type { PresenceEntity } from "../../../../schema/presence.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useEditorsOf } from "./use-editors.ts"

export function PresenceBadge({ entity, id }: { entity: PresenceEntity | undefined; id: number }) {
  const { LL } = useI18nContext()
  const names = useEditorsOf(entity, id).map((editor) => editor.name)
  if (names.length === 0) return null
  return (
    <span
      data-testid="presence-badge"
      className="mt-1 flex w-fit items-center gap-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-normal text-amber-900 ring-1 ring-amber-200"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      {names.length === 1
        ? LL.presence.badgeOne({ name: names[0] ?? "" })
        : LL.presence.badgeMany({ names: names.join(LL.presence.separator()) })}
    </span>
  )
}

/**
 * In an edit dialog: "<name> is editing this" while someone else has the same record's dialog open
 * (issue 30, item 4). A polite live region, so a screen reader hears it when it appears; nothing is
 * blocked by it (the conflict view stays the safety net).
 */
import { Users } from "lucide-react"
import type { PresenceEntity } from "../../../../schema/presence.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useEditorsOf } from "./use-editors.ts"

export function PresenceNotice({ entity, id }: { entity: PresenceEntity; id: number }) {
  const { LL } = useI18nContext()
  const editors = useEditorsOf(entity, id)
  const names = editors.map((editor) => editor.name)
  return (
    <div role="status" aria-live="polite">
      {names.length === 0 ? null : (
        <div
          data-testid="presence-notice"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">
              {names.length === 1
                ? LL.presence.editingOne({ name: names[0] ?? "" })
                : LL.presence.editingMany({ names: names.join(LL.presence.separator()) })}
            </p>
            <p className="mt-0.5 text-amber-800">{LL.presence.hint()}</p>
          </div>
        </div>
      )}
    </div>
  )
}

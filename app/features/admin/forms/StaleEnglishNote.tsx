/**
 * Drawn above an English field whose text fell behind its Chinese (issue 31, item 3): says so, shows
 * the Chinese as it is now (the start of it: the field's hint under it has the whole text), and
 * offers to keep the English as it is, checked.
 */
import { AlertTriangle } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"

/** How much of the Chinese the note shows: enough to see what changed at its start. */
const shownLength = 160

export function StaleEnglishNote({ chinese, onMarkChecked }: { chinese: string; onMarkChecked: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.translation
  const shown = chinese.length > shownLength ? `${chinese.slice(0, shownLength)}…` : chinese
  return (
    <div
      data-testid="stale-english"
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {t.needsUpdate()}
      </p>
      <p>{t.needsUpdateText()}</p>
      <p className="break-words whitespace-pre-line">
        <span className="font-medium">{t.chineseNow()}</span> <span lang="zh-CN">{shown}</span>
      </p>
      <div>
        <Button look="admin" variant="secondary" size="sm" onPress={onMarkChecked}>
          {t.markChecked()}
        </Button>
      </div>
    </div>
  )
}

import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"

/** What a version offers: "current", "same" (as the row now), a restore, or null (nothing to restore onto). */
export type VersionRestoreState = "current" | "same" | (() => void) | null

/** A version's corner: the "current version" badge, "same as now", or its restore button. */
export function VersionRestore({ restore, label }: { restore: VersionRestoreState; label: string }) {
  const { LL } = useI18nContext()
  if (restore === "current")
    return (
      <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
        {LL.history.current()}
      </span>
    )
  if (restore === "same")
    return <span className="py-0.5 text-xs text-slate-600">{LL.history.sameAsCurrent()}</span>
  if (restore === null) return null
  return (
    <Button look="admin" variant="secondary" size="sm" aria-label={label} onPress={restore}>
      {LL.history.restore()}
    </Button>
  )
}

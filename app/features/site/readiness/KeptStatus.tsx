/**
 * "Saved offline on <date> · up to date" (or "· 3 missing"), kept across reloads (kept-state.ts),
 * with its one-tap refresh. Nothing when this device has not kept the site.
 */
import { RefreshCw } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { cx } from "../../../ui/cx.ts"
import type { KeptState } from "./kept-state.ts"

export const formatWhen = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))

export function KeptStatus({
  kept,
  refreshing,
  onRefresh,
  inverse = false,
}: {
  kept: KeptState | undefined
  refreshing: boolean
  onRefresh: () => void
  inverse?: boolean
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.readiness.status
  if (kept === undefined) return null
  const date = formatWhen(kept.savedAt, locale)
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="kept-status">
      <p
        className={cx(
          "text-sm font-medium",
          kept.missing === 0
            ? inverse
              ? "text-emerald-300"
              : "text-emerald-700"
            : inverse
              ? "text-amber-300"
              : "text-amber-700",
        )}
        data-testid="kept-status-text"
      >
        {kept.missing === 0 ? t.upToDate({ date }) : t.missing({ date, count: kept.missing })}
      </p>
      <Button
        variant={inverse ? "inverse" : "outline"}
        size="sm"
        isDisabled={refreshing}
        aria-label={t.refreshLabel()}
        data-testid="kept-refresh"
        onPress={onRefresh}
      >
        <RefreshCw aria-hidden="true" className={cx("size-4", refreshing && "animate-spin")} />
        {refreshing ? t.refreshing() : t.refresh()}
      </Button>
    </div>
  )
}

/**
 * What a run of "keep this site offline" says while it runs (a progress bar: the pictures' bytes,
 * then the pages one by one) and when it failed, in the page's language. `inverse`: on the footer's
 * dark band.
 */
import { CircleAlert } from "lucide-react"
import { ProgressBar } from "react-aria-components"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { cx } from "../../../ui/cx.ts"
import { formatBytes } from "../pwa/format-bytes.ts"
import type { KeepRun } from "./use-keep-offline.ts"

export function KeepRunStatus({ run, inverse = false }: { run: KeepRun; inverse?: boolean }) {
  const { LL, locale } = useI18nContext()
  const t = LL.readiness
  if (run.kind === "failed") {
    return (
      <p
        role="alert"
        data-testid="keep-offline-error"
        className={cx("mt-3 flex items-start gap-1.5 text-sm", inverse ? "text-red-300" : "text-red-700")}
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t.errors.failed({ message: t.errors[run.reason]() })}</span>
      </p>
    )
  }
  if (run.kind !== "running") return null
  const { progress } = run
  const bytes = (value: number) => formatBytes(value, locale)
  const { text, value, max } =
    progress.phase === "pictures"
      ? {
          text:
            progress.totalBytes === undefined
              ? LL.pictures.offline.progressBytesSoFar({ done: bytes(progress.doneBytes) })
              : LL.pictures.offline.progressBytes({
                  done: bytes(progress.doneBytes),
                  total: bytes(progress.totalBytes),
                }),
          value:
            progress.totalBytes === undefined ? undefined : Math.min(progress.doneBytes, progress.totalBytes),
          max: progress.totalBytes,
        }
      : progress.phase === "pages"
        ? {
            text: t.progress.pages({ done: progress.done, total: progress.total }),
            value: progress.done,
            max: progress.total,
          }
        : {
            text: progress.phase === "content" ? t.progress.content() : t.progress.verifying(),
            value: undefined,
            max: undefined,
          }
  return (
    <ProgressBar
      aria-label={t.progress.label()}
      value={value ?? 0}
      maxValue={Math.max(1, max ?? 0)}
      isIndeterminate={value === undefined}
      valueLabel={text}
      data-testid="keep-offline-progress"
      className="mt-3 w-full max-w-sm"
    >
      {({ percentage }) => (
        <>
          <div className={cx("h-2 overflow-hidden rounded-full", inverse ? "bg-white/15" : "bg-slate-200")}>
            {/* While the end is not known, a pulsing third of the bar says that work goes on. */}
            <div
              className={cx(
                "h-full rounded-full transition-all",
                inverse ? "bg-accent" : "bg-brand",
                percentage === undefined && "w-1/3 animate-pulse",
              )}
              style={percentage === undefined ? undefined : { width: `${percentage}%` }}
            />
          </div>
          <p className={cx("mt-1.5 text-xs", inverse ? "text-slate-300" : "text-slate-600")}>{text}</p>
        </>
      )}
    </ProgressBar>
  )
}

/**
 * "Keep this site offline" for sales people: downloads every published record and every picture
 * (the data layer's keepSiteOffline: the variant this device draws) and has the service worker store
 * the app's files, shows a progress bar counting the pictures' bytes ("1.2 MB of 3.4 MB", or the bytes
 * so far while the total is not known), then how much the device now holds.
 * The download code is loaded on press, so it costs nothing on the first load.
 */
import { CircleAlert, CircleCheck, HardDriveDownload } from "lucide-react"
import { useState } from "react"
import { ProgressBar } from "react-aria-components"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { cx } from "../../../ui/cx.ts"
import { formatBytes } from "./format-bytes.ts"
import { registerServiceWorkerNow, serviceWorkerActive } from "./registration-timing.ts"

type State =
  | { kind: "idle" }
  | { kind: "running"; done: number; total: number | undefined }
  | { kind: "done"; bytes: number; persisted: boolean }
  | { kind: "failed"; message: string }

export function KeepOfflineAction() {
  const { LL, locale } = useI18nContext()
  const [state, setState] = useState<State>({ kind: "idle" })

  const start = async () => {
    setState({ kind: "running", done: 0, total: undefined })
    // On a first visit the service worker may not be registered yet: the app's own files are part
    // of what must be kept, so it registers now, and the download waits for its install.
    registerServiceWorkerNow()
    try {
      const { keepSiteOffline } = await import("./offline-download.ts")
      const result = await keepSiteOffline(
        (progress) => setState({ kind: "running", done: progress.doneBytes, total: progress.totalBytes }),
        serviceWorkerActive,
      )
      setState({ kind: "done", bytes: result.bytes, persisted: result.persisted })
    } catch (error) {
      setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <div
      data-testid="keep-offline"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-white/5 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-white">
          <HardDriveDownload aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-white">{LL.site.offline.title()}</p>
          <p className="mt-0.5 text-sm text-slate-300">{LL.site.offline.actionHint()}</p>
          <OfflineStatus state={state} bytesText={(bytes) => formatBytes(bytes, locale)} />
        </div>
      </div>
      <Button
        variant="inverse"
        className="shrink-0"
        isDisabled={state.kind === "running"}
        onPress={() => void start()}
      >
        <HardDriveDownload aria-hidden="true" className="size-4" />
        {LL.site.offline.action()}
      </Button>
    </div>
  )
}

function OfflineStatus({ state, bytesText }: { state: State; bytesText: (bytes: number) => string }) {
  const { LL } = useI18nContext()
  if (state.kind === "running") {
    const done = bytesText(state.done)
    const text =
      state.total === undefined
        ? LL.pictures.offline.progressBytesSoFar({ done })
        : LL.pictures.offline.progressBytes({ done, total: bytesText(state.total) })
    return (
      <ProgressBar
        aria-label={LL.site.offline.progressLabel()}
        value={Math.min(state.done, state.total ?? 0)}
        maxValue={Math.max(1, state.total ?? 0)}
        isIndeterminate={state.total === undefined}
        valueLabel={text}
        data-testid="keep-offline-progress"
        className="mt-3 w-full max-w-sm"
      >
        {({ percentage }) => (
          <>
            <div className="h-2 overflow-hidden rounded-full bg-white/15">
              {/* While the total is not known, a pulsing third of the bar says that bytes are arriving. */}
              <div
                className={cx(
                  "h-full rounded-full bg-accent transition-all",
                  percentage === undefined && "w-1/3 animate-pulse",
                )}
                style={percentage === undefined ? undefined : { width: `${percentage}%` }}
              />
            </div>
            <p className="mt-1.5 text-xs text-slate-300">{text}</p>
          </>
        )}
      </ProgressBar>
    )
  }
  return (
    <div role="status" className="mt-2 text-sm" data-testid="keep-offline-status">
      {state.kind === "done" ? (
        <p className="flex items-start gap-1.5 text-emerald-300">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {LL.site.offline.done({ size: bytesText(state.bytes) })}{" "}
            {state.persisted ? LL.site.offline.persisted() : LL.site.offline.notPersisted()}
          </span>
        </p>
      ) : state.kind === "failed" ? (
        <p className="flex items-start gap-1.5 text-red-300">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{LL.site.offline.failed({ message: state.message })}</span>
        </p>
      ) : null}
    </div>
  )
}

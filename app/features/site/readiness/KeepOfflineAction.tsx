/**
 * "Keep this site offline" in the footer, for sales people (issue 32): keeps every public page in
 * both languages, every picture this device draws and the content (readiness/run.ts, loaded on
 * press), then verifies it by reading it back and says how much the device now holds. Once kept, the
 * device remembers it across reloads: "saved offline on <date> · up to date" with a one-tap refresh.
 * A link leads to the readiness view (/offline), which lists what is on the device.
 */
import { Link } from "@tanstack/react-router"
import { CircleCheck, CircleAlert, HardDriveDownload, ListChecks } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { KeepRunStatus } from "./KeepRunStatus.tsx"
import { KeptStatus } from "./KeptStatus.tsx"
import { readinessPath } from "./inventory.ts"
import { useKeepOffline } from "./use-keep-offline.ts"
import { useKeptState } from "./use-kept-state.ts"
import { missingCount } from "./verify.ts"
import { formatBytes } from "../pwa/format-bytes.ts"

export function KeepOfflineAction() {
  const { LL, locale } = useI18nContext()
  const { run, start } = useKeepOffline()
  const kept = useKeptState()
  const running = run.kind === "running"

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
          {run.kind === "running" || run.kind === "failed" ? <KeepRunStatus run={run} inverse /> : null}
          <div role="status" className="mt-2 text-sm" data-testid="keep-offline-status">
            {run.kind === "done" ? (
              missingCount(run.result.report) === 0 ? (
                <p className="flex items-start gap-1.5 text-emerald-300">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    {LL.site.offline.done({ size: formatBytes(run.result.storage.usage ?? 0, locale) })}{" "}
                    {run.result.storage.persisted
                      ? LL.site.offline.persisted()
                      : LL.site.offline.notPersisted()}
                  </span>
                </p>
              ) : (
                <p className="flex items-start gap-1.5 text-amber-300">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>{LL.readiness.summary.notReady({ count: missingCount(run.result.report) })}</span>
                </p>
              )
            ) : null}
          </div>
          {run.kind !== "running" ? (
            <KeptStatus kept={kept} refreshing={false} onRefresh={() => void start("all")} inverse />
          ) : null}
          <Link
            to={readinessPath}
            className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline"
            data-testid="readiness-link"
          >
            <ListChecks aria-hidden="true" className="size-4" />
            {LL.readiness.status.openView()}
          </Link>
        </div>
      </div>
      {/* Once kept, the status's one-tap refresh does the same. */}
      {kept === undefined || running ? (
        <Button variant="inverse" className="shrink-0" isDisabled={running} onPress={() => void start("all")}>
          <HardDriveDownload aria-hidden="true" className="size-4" />
          {LL.site.offline.action()}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * /offline and /en/offline: the offline readiness view (issue 32) for a person about to present the
 * site without a network. When it opens it reads back what the device holds (run.ts, verify.ts):
 * every public page in both languages, every picture this device draws, the app's files, the local
 * database's content (and site search's index, when it has one: search-index-check.ts); with the space
 * used and allowed, whether the storage is persistent (and what to do where it is not), whether the
 * window looks private, and when the copy was last brought up to date. What is missing is listed,
 * with "fetch the rest". The check's code loads after the page, never on another page's first load.
 */
import {
  CircleAlert,
  CircleCheck,
  Database,
  FileCode2,
  FileText,
  HardDrive,
  HardDriveDownload,
  History,
  Image,
  RefreshCw,
  Search,
  ShieldAlert,
} from "lucide-react"
import { useCallback, useEffect, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { formatBytes } from "../pwa/format-bytes.ts"
import { KeepRunStatus } from "./KeepRunStatus.tsx"
import { ItemCard, Panel } from "./ReadinessParts.tsx"
import { KeptStatus, formatWhen } from "./KeptStatus.tsx"
import { readKeptState } from "./kept-state.ts"
import { type StorageStatus, looksPrivate, persistAdviceFor } from "./storage-status.ts"
import { useKeepOffline } from "./use-keep-offline.ts"
import { useKeptState } from "./use-kept-state.ts"
import { type ReadinessReport, missingCount } from "./verify.ts"

interface Checked {
  readonly report: ReadinessReport
  readonly storage: StorageStatus
  /** Persistent storage was asked for in this visit (after the person's press). */
  readonly persistAsked: boolean
}

export function ReadinessPage() {
  const { LL, locale } = useI18nContext()
  const t = LL.readiness
  useDocumentTitle(t.title())
  const kept = useKeptState()
  const { run, start } = useKeepOffline()
  const [checked, setChecked] = useState<Checked | undefined>(undefined)
  const [checking, setChecking] = useState(true)

  // Reads what the device holds; state is set only once the answer is there.
  const read = useCallback(async () => {
    try {
      const { checkReadiness, readStorageStatus } = await import("./run.ts")
      const [report, storage] = await Promise.all([checkReadiness(), readStorageStatus(false)])
      // A device that kept the site was asked for persistence when the person kept it.
      setChecked((previous) => ({
        report,
        storage,
        persistAsked: previous?.persistAsked ?? readKeptState() !== undefined,
      }))
    } finally {
      setChecking(false)
    }
  }, [])

  useEffect(() => {
    void read()
  }, [read])

  const check = () => {
    setChecking(true)
    void read()
  }

  const keep = async (mode: "all" | "missing") => {
    const result = await start(mode)
    if (result !== undefined) setChecked({ ...result, persistAsked: true })
  }

  const running = run.kind === "running"
  const report = checked?.report
  const missing = report === undefined ? 0 : missingCount(report)
  const bytes = (value: number) => formatBytes(value, locale)

  return (
    <div data-testid="readiness-page">
      <PageHeader
        title={t.title()}
        description={t.subtitle()}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: t.title() }],
        }}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <section
          aria-labelledby="readiness-summary-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          data-testid="readiness-summary"
        >
          <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="min-w-0" aria-live="polite">
              <h2
                id="readiness-summary-heading"
                className="flex items-start gap-2 text-lg font-semibold text-slate-900"
              >
                {checking || report === undefined ? (
                  <span data-testid="readiness-checking">{t.checking()}</span>
                ) : missing === 0 ? (
                  <>
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    <span data-testid="readiness-ready">{t.summary.ready()}</span>
                  </>
                ) : (
                  <>
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
                    <span data-testid="readiness-not-ready">{t.summary.notReady({ count: missing })}</span>
                  </>
                )}
              </h2>
              {report !== undefined && !checking ? (
                <p className="mt-1 text-sm text-slate-600">
                  {t.summary.checkedAt({ date: formatWhen(report.checkedAt, locale) })}
                </p>
              ) : null}
              {kept === undefined ? (
                <p className="mt-3 text-sm text-slate-600" data-testid="kept-status-none">
                  {t.status.notSaved()}
                </p>
              ) : (
                <KeptStatus kept={kept} refreshing={running} onRefresh={() => void keep("all")} />
              )}
              <KeepRunStatus run={run} />
            </div>
            <div className="flex flex-wrap gap-2 lg:justify-end">
              {kept === undefined ? (
                <Button isDisabled={running} onPress={() => void keep("all")} data-testid="readiness-keep">
                  <HardDriveDownload aria-hidden="true" className="size-4" />
                  {t.keep()}
                </Button>
              ) : null}
              {report !== undefined && missing > 0 ? (
                <Button
                  variant={kept === undefined ? "outline" : "primary"}
                  isDisabled={running}
                  onPress={() => void keep("missing")}
                  data-testid="readiness-fetch-rest"
                >
                  <HardDriveDownload aria-hidden="true" className="size-4" />
                  {t.fetchRest()}
                </Button>
              ) : null}
              <Button
                variant="outline"
                isDisabled={running || checking}
                onPress={check}
                data-testid="readiness-check"
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                {t.checkAgain()}
              </Button>
            </div>
          </div>
        </section>

        {checked !== undefined && looksPrivate(checked.storage, checked.persistAsked) ? (
          <p
            role="note"
            className="flex items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            data-testid="readiness-private"
          >
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{t.storage.privateWindow()}</span>
          </p>
        ) : null}

        {report !== undefined ? (
          <div className="grid gap-4 md:grid-cols-2">
            <ItemCard
              testId="readiness-pages"
              icon={<FileText className="size-5" />}
              title={t.items.pages()}
              check={report.pages}
              overLimit={report.overLimit.pages}
            />
            <ItemCard
              testId="readiness-pictures"
              icon={<Image className="size-5" />}
              title={t.items.pictures()}
              check={report.pictures}
              overLimit={report.overLimit.pictures}
            />
            <ItemCard
              testId="readiness-app-files"
              icon={<FileCode2 className="size-5" />}
              title={t.items.appFiles()}
              check={report.appFiles}
              overLimit={0}
            />
            <Panel
              testId="readiness-data"
              icon={<Database className="size-5" />}
              title={t.items.data()}
              ok={report.data.pulled && report.data.settings}
            >
              <p className="text-sm text-slate-700">{t.items.dataCounts({ ...report.data })}</p>
              {report.data.pulled && report.data.settings ? null : (
                <p className="mt-1 text-sm text-amber-800">{t.items.dataMissing()}</p>
              )}
            </Panel>
            {report.extras.map((extra) => (
              <ItemCard
                key={extra.key}
                testId={extra.key === "bodies" ? "readiness-bodies" : "readiness-search-index"}
                icon={
                  extra.key === "bodies" ? <FileText className="size-5" /> : <Search className="size-5" />
                }
                title={extra.key === "bodies" ? t.items.bodies() : t.items.searchIndex()}
                check={extra.check}
                overLimit={0}
              />
            ))}
          </div>
        ) : null}

        {checked !== undefined ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Panel
              testId="readiness-storage"
              icon={<HardDrive className="size-5" />}
              title={t.storage.title()}
              ok={checked.storage.persisted}
            >
              <p className="text-sm text-slate-700" data-testid="readiness-storage-used">
                {checked.storage.usage !== undefined && checked.storage.quota !== undefined
                  ? t.storage.used({
                      used: bytes(checked.storage.usage),
                      quota: bytes(checked.storage.quota),
                    })
                  : t.storage.unknown()}
              </p>
              {checked.storage.usage !== undefined &&
              checked.storage.quota !== undefined &&
              checked.storage.quota > 0 ? (
                <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-brand"
                    style={{
                      width: `${Math.max(1, Math.min(100, (checked.storage.usage / checked.storage.quota) * 100))}%`,
                    }}
                  />
                </div>
              ) : null}
              <p className="mt-3 text-sm text-slate-700" data-testid="readiness-persisted">
                {checked.storage.persistUnsupported
                  ? t.storage.unsupported()
                  : checked.storage.persisted
                    ? t.storage.persisted()
                    : checked.persistAsked
                      ? t.storage.notPersisted()
                      : `${t.storage.notPersisted()} ${t.storage.notAsked()}`}
              </p>
              {!checked.storage.persisted ? (
                <p className="mt-2 text-sm text-slate-600" data-testid="readiness-persist-advice">
                  {t.storage.advice[persistAdviceFor(navigator.userAgent)]()}
                </p>
              ) : null}
            </Panel>
            <Panel
              testId="readiness-updated"
              icon={<History className="size-5" />}
              title={t.updated.title()}
              ok={kept !== undefined}
            >
              <p className="text-sm text-slate-700">
                {kept !== undefined
                  ? t.updated.at({ date: formatWhen(kept.refreshedAt, locale) })
                  : checked.report.data.lastSyncedAt !== undefined
                    ? t.updated.at({ date: formatWhen(checked.report.data.lastSyncedAt, locale) })
                    : t.updated.never()}
              </p>
            </Panel>
          </div>
        ) : null}
      </div>
    </div>
  )
}

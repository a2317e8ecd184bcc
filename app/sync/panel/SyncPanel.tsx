import { useLiveQuery } from "../../db/use-live-query.ts"
import { Button } from "react-aria-components"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { appClient } from "../app-client.ts"
import { syncNow } from "../engine.ts"
import { useSyncStatus } from "../status.ts"
import { EntryItem } from "./EntryItem.tsx"
import { UploadItem } from "./UploadItem.tsx"
import { panelEntries } from "./panel-entries.ts"
import { actionButton } from "./styles.ts"

/**
 * The sync panel (admin area and public header): online state, counts, last sync, and the queued
 * edits with their state, reason and the retry / discard / resolve actions. Every failed or
 * conflicting entry is listed (each needs the person); of the pending ones, which go by themselves,
 * the first few, so a queue of thousands stays quick to open (panel-entries.ts).
 */
export function SyncPanel() {
  const { LL, locale } = useI18nContext()
  const t = LL.sync
  const status = useSyncStatus()
  const entries = useLiveQuery(() => appClient.db.outbox.orderBy("seq").toArray(), [], [])
  const { shown, waiting, hidden } = panelEntries(entries)
  // Pictures not uploaded yet (waiting or refused); uploaded ones need nothing from the person.
  const uploads = useLiveQuery(
    () => appClient.db.uploads.where("state").anyOf("pending", "failed").sortBy("createdAt"),
    [],
    [],
  )
  const counts = [
    status.pending > 0 ? t.pending({ count: status.pending }) : null,
    status.failed > 0 ? t.failed({ count: status.failed }) : null,
    status.conflicts > 0 ? t.conflicts({ count: status.conflicts }) : null,
  ].filter((part) => part !== null)
  const lastSynced =
    status.lastSyncedAt === null
      ? t.neverSynced()
      : t.lastSynced({ time: new Date(status.lastSyncedAt).toLocaleString(locale) })
  return (
    <section aria-label={t.panel.title()} data-testid="sync-panel" className="text-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 text-sm font-medium">
            <span
              aria-hidden="true"
              className={`inline-block size-2 rounded-full ${status.online ? "bg-green-500" : "bg-slate-400"}`}
            />
            {status.online ? t.online() : t.offline()}
            <span className="text-slate-600">· {counts.length > 0 ? counts.join(" · ") : t.allSynced()}</span>
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {lastSynced}
            {status.online ? (
              <span data-testid="sync-live" data-live={status.live ? "true" : "false"}>
                {" · "}
                {status.live ? t.live() : t.polling()}
              </span>
            ) : null}
          </p>
        </div>
        <Button className={actionButton} isDisabled={status.pushing} onPress={() => void syncNow()}>
          {t.syncNow()}
        </Button>
      </div>
      {status.needsLogin && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {t.needsLogin()}
        </p>
      )}
      {status.lastError?.kind === "quota" && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-800">
          {t.quotaExceeded()}
        </p>
      )}
      {uploads.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{LL.mediaUpload.panel.title()}</h3>
          <ul className="mt-1 divide-y divide-slate-200">
            {uploads.map((upload) => (
              <UploadItem key={upload.address} upload={upload} />
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-4 text-sm font-semibold">{t.panel.entries()}</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.panel.empty()}</p>
      ) : (
        <>
          <ul className="mt-1 divide-y divide-slate-200">
            {shown.map((entry) => (
              <EntryItem key={entry.key} entry={entry} waiting={waiting.has(entry.key)} />
            ))}
          </ul>
          {hidden > 0 && <p className="mt-2 text-sm text-slate-600">{t.panel.more({ count: hidden })}</p>}
        </>
      )}
    </section>
  )
}

import type { OutboxEntry } from "../../db/local-row.ts"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { showValue } from "./entry-label.ts"

/**
 * What a conflict entry says before it is opened: the fields in conflict with my value and the
 * server's, or that the row was deleted there. It replaces the entry's last error, which dates from
 * an earlier attempt (often "no network" from while the edit waited offline) and no longer applies.
 */
export function ConflictSummary({ entry }: { entry: OutboxEntry }) {
  const { LL } = useI18nContext()
  const t = LL.sync
  const theirs = entry.conflict?.theirs ?? null
  if (entry.op === "delete") return <p className="mt-1 text-sm text-slate-700">{t.conflict.deleteIntro()}</p>
  if (theirs === null) return <p className="mt-1 text-sm text-slate-700">{t.reason.deletedOnServer()}</p>
  const fields = entry.conflict?.fields ?? []
  return (
    <dl className="mt-1 grid gap-1 text-sm" data-testid="conflict-summary">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-3 gap-y-0.5">
          <dt className="font-medium text-slate-700">{field}</dt>
          <dd className="min-w-0 break-words text-slate-900">
            <span className="text-slate-600">{t.conflict.mine()}: </span>
            {showValue(entry.payload[field])}
          </dd>
          <dd className="min-w-0 break-words text-slate-900">
            <span className="text-slate-600">{t.conflict.theirs()}: </span>
            {showValue(theirs[field])}
          </dd>
        </div>
      ))}
    </dl>
  )
}

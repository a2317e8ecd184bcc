import type { OutboxEntry } from "../../db/local-row.ts"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { fieldLabel, showValue } from "./entry-label.ts"

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
    <dl className="mt-2 grid gap-2 text-sm" data-testid="conflict-summary">
      {fields.map((field) => (
        <div key={field} className="rounded-md bg-purple-50/60 px-3 py-2">
          <dt className="text-xs font-semibold text-slate-700">{fieldLabel(LL, entry.entity, field)}</dt>
          <dd className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            <div className="min-w-0 break-words text-slate-900">
              <span className="block text-xs text-slate-600">{t.conflict.mine()}</span>
              {showValue(entry.payload[field])}
            </div>
            <div className="min-w-0 break-words text-slate-900">
              <span className="block text-xs text-slate-600">{t.conflict.theirs()}</span>
              {showValue(theirs[field])}
            </div>
          </dd>
        </div>
      ))}
    </dl>
  )
}

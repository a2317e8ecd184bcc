import { ArrowRight } from "lucide-react"
import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import type { FieldChange } from "./field-changes.ts"
import { labelOf } from "./field-labels.ts"
import { valueLabel } from "./value-labels.ts"
import { type ReferenceName, displayValue } from "./value-display.ts"
import { ValueView } from "./ValueView.tsx"

interface FieldDiffProps {
  readonly entity: EntityName
  readonly changes: ReadonlyArray<FieldChange>
  readonly labels: Readonly<Record<string, string>>
  readonly nameOf: ReferenceName
  /** An update shows before → after; a create only what it set; a delete only what the row held. */
  readonly mode: "change" | "created" | "deleted"
}

/** The fields one version changed, each with its label and its value before and after. */
export function FieldDiff({ entity, changes, labels, nameOf, mode }: FieldDiffProps) {
  const { LL, locale } = useI18nContext()
  const shown = (field: string, value: unknown) =>
    displayValue(field, valueLabel(LL, locale, entity, field, value), nameOf)
  return (
    <dl className="mt-3 flex flex-col gap-3">
      {changes.map((change) => (
        <div
          key={change.field}
          data-testid="history-field"
          className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3"
        >
          <dt className="pt-1 text-xs font-medium text-slate-600">{labelOf(LL, labels, change.field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-start gap-1.5 sm:grid sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-2">
            {mode === "change" ? (
              <>
                <span className="sr-only">{LL.history.beforeLabel()}</span>
                <div className="min-w-0" data-testid="history-before">
                  <ValueView value={shown(change.field, change.before)} tone="before" />
                </div>
                <ArrowRight aria-hidden="true" className="mt-1.5 h-4 w-4 shrink-0 text-slate-500" />
                <span className="sr-only">{LL.history.afterLabel()}</span>
                <div className="min-w-0" data-testid="history-after">
                  <ValueView value={shown(change.field, change.after)} tone="after" />
                </div>
              </>
            ) : (
              <div className="min-w-0" data-testid={mode === "created" ? "history-after" : "history-before"}>
                <ValueView
                  value={shown(change.field, mode === "created" ? change.after : change.before)}
                  tone="plain"
                />
              </div>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

import { Link } from "@tanstack/react-router"
import type { AuditRecord } from "../../../../schema/audit.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { fieldLabels, labelOf } from "../history/field-labels.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { Pill } from "../ui/Pill.tsx"
import { SkeletonRows } from "../ui/SkeletonRows.tsx"
import {
  actionColor,
  actorKind,
  changedFields,
  otherActorName,
  recordName,
  screenOf,
} from "../lib/record-labels.ts"
import type { Actor } from "./use-actors.ts"

/** On phones a cell under the first line is named by its column header (the header row is read out only). */
const labelled =
  "max-sm:col-span-2 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]"

/**
 * Where each column sits. From sm up it is a table; on phones each record is a card (still a table
 * to assistive technology): the action and the time on the first line, then the content, who did it
 * and the changed fields, each on a line of its own.
 */
const placement = {
  time: "whitespace-nowrap max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right",
  actor: `max-sm:row-start-3 ${labelled}`,
  action: "max-sm:col-start-1 max-sm:row-start-1",
  record: "max-sm:col-span-2 max-sm:row-start-2",
  changed: `max-sm:row-start-4 ${labelled}`,
} as const

const columnOrder = ["time", "actor", "action", "record", "changed"] as const

function Row({ record, accounts }: { record: AuditRecord; accounts: ReadonlyArray<Actor> }) {
  const { LL, locale } = useI18nContext()
  const t = LL.activity
  const kind = actorKind(record)
  const name = recordName(record, locale, accounts)
  const screen = screenOf(record.entity)
  const fields = changedFields(record)
  const labels =
    record.entity === null || record.entity === "users" ? {} : fieldLabels(LL, record.entity as EntityName)
  const header = (column: (typeof columnOrder)[number]) => t.columns[column]()
  const cell = "px-2 py-3 align-top text-slate-800 max-sm:p-0 sm:px-4"
  return (
    <tr
      data-testid="activity-row"
      data-record-id={record.id}
      className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3"
    >
      <td data-label={header("time")} className={`${cell} ${placement.time}`}>
        <time dateTime={record.at} className="block">
          {formatDateTime(record.at, locale)}
        </time>
        {record.madeAt === null ? null : (
          <span className="block text-xs text-slate-600">
            <span className="sr-only">{t.madeOnDeviceHint()}: </span>
            <time dateTime={record.madeAt}>
              {t.madeOnDevice({ time: formatDateTime(record.madeAt, locale) })}
            </time>
          </span>
        )}
      </td>
      <td data-label={header("actor")} className={`${cell} ${placement.actor}`}>
        {kind === "account" ? (
          <span className="font-medium text-slate-900">{record.actor?.username}</span>
        ) : (
          <span className="text-slate-600 italic">{otherActorName(LL, kind, LL.audit.anonymousActor())}</span>
        )}
      </td>
      <td data-label={header("action")} className={`${cell} ${placement.action}`}>
        <Pill color={actionColor(record.action)}>{LL.audit.action[record.action]()}</Pill>
      </td>
      <td data-label={header("record")} className={`${cell} ${placement.record}`}>
        {record.entity === null ? (
          <span className="text-slate-600">{t.noFields()}</span>
        ) : (
          // Inline, so a long name wraps like text and its id stays at its end.
          <span className="break-words">
            <span className="text-xs text-slate-600">{LL.audit.entity[record.entity]()}</span>{" "}
            {name === undefined ? null : screen === undefined || record.action === "delete" ? (
              <span className="font-medium text-slate-900">{name}</span>
            ) : (
              <Link to={screen} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                {name}
              </Link>
            )}{" "}
            {record.entityId === null || record.entity === "settings" ? null : (
              <span className="text-xs whitespace-nowrap text-slate-600">
                {t.recordId({ id: record.entityId })}
              </span>
            )}
          </span>
        )}
      </td>
      <td
        data-label={header("changed")}
        className={`${cell} ${placement.changed} ${fields.length === 0 ? "max-sm:hidden" : ""}`}
      >
        {fields.length === 0 ? (
          <span className="text-slate-600">{t.noFields()}</span>
        ) : (
          <span className="text-slate-700">
            {fields.map((field) => labelOf(LL, labels, field)).join(", ")}
          </span>
        )}
      </td>
    </tr>
  )
}

/** The records as a table (cards on phones); `records` undefined while the first page loads. */
export function ActivityTable({
  records,
  accounts,
}: {
  records: ReadonlyArray<AuditRecord> | undefined
  accounts: ReadonlyArray<Actor>
}) {
  const { LL } = useI18nContext()
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:sr-only">
        <tr>
          {columnOrder.map((column) => (
            <th key={column} scope="col" className="px-2 py-3 sm:px-4">
              {LL.activity.columns[column]()}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-sm:block">
        {records === undefined ? (
          <SkeletonRows columns={columnOrder.length} />
        ) : (
          records.map((record) => <Row key={record.id} record={record} accounts={accounts} />)
        )}
      </tbody>
    </table>
  )
}

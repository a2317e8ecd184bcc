import { Eye } from "lucide-react"
import { useCallback, useState } from "react"
import {
  type Collaboration,
  type CollaborationStatus,
  collaborationStatuses,
  enquiryKindOf,
} from "../../../../schema/entities/collaboration.ts"
import { useCollaboration, useCollaborationsPage } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteCollaboration } from "../../../sync/mutations.ts"
import { formatDate } from "../lib/format.ts"
import { matchesSearch } from "../lib/search.ts"
import { type Column, DataTable } from "../list/DataTable.tsx"
import { ListFilter, ListPage } from "../list/ListPage.tsx"
import { RowIconButton } from "../ui/RowIconButton.tsx"
import { RowActions } from "../list/RowActions.tsx"
import { useDeleteConfirm } from "../list/use-delete-confirm.tsx"
import { useListState } from "../list/use-list-state.ts"
import { usePaging } from "../list/use-paging.ts"
import { useSettled } from "../list/use-settled.ts"
import { Pill } from "../ui/Pill.tsx"
import { SyncMarker, type RowSyncState } from "../ui/SyncMarker.tsx"
import { CollaborationDialog } from "./CollaborationDialog.tsx"
import { entryTitle, isKind, kindLabel, kindOptions, kindTexts } from "../lib/entry-kind.ts"
import { ExportCsvButton } from "./ExportCsvButton.tsx"
import { statusColor, statusLabel, statusOptions } from "../lib/collaboration-status.ts"

type Row = Collaboration & { syncState?: RowSyncState }

const searchFields = [
  (row: Row) => row.companyName,
  (row: Row) => row.subject ?? "",
  (row: Row) => row.contactName,
  (row: Row) => row.email,
  (row: Row) => row.phone,
  (row: Row) => row.message,
]

const isStatus = (value: string): value is CollaborationStatus =>
  (collaborationStatuses as ReadonlyArray<string>).includes(value)

/** A search pauses this long (ms) before the inbox scans for it: 100,000 requests are not scanned per key. */
const searchPauseMs = 200

/**
 * /systemadmin/collaborations, the inbox of collaboration requests and contact messages: newest first,
 * paged (the first 50, then more on "Show more" or scrolling). The page is read from the local database
 * as the hook can (indexes and a limit without a search or kind, a scan with one); the search, the
 * status and the kind filters cover every entry.
 */
export function CollaborationsScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.adminRecords.collaborations
  const list = useListState<Row>()
  const search = useSettled(list.query, searchPauseMs)
  const status = isStatus(list.filter) ? list.filter : "all"
  const [kindFilter, setKindFilter] = useState("all")
  const kind = isKind(kindFilter) ? kindFilter : "all"
  const paging = usePaging(`${status}\u0000${kind}\u0000${search.trim().toLowerCase()}`)
  const matches = useCallback((row: Row) => matchesSearch(row, search, searchFields), [search])
  const live = useCollaborationsPage({ status, kind, search, matches, limit: paging.limit })
  const remove = useDeleteConfirm(deleteCollaboration, t.deleted())
  // The dialog follows the live row, so a status change shows at once.
  const [viewing, setViewing] = useState<number | null>(null)
  // The query keeps its last answer while it reads another row: only the row asked for is shown.
  const viewedRow = useCollaboration(viewing) as Row | undefined
  const viewed = viewedRow?.id === viewing ? viewedRow : undefined

  const rows = live.status === "loaded" ? (live.data.rows as ReadonlyArray<Row>) : undefined
  const columns: ReadonlyArray<Column<Row>> = [
    {
      header: t.companyOrSubject(),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <span className="font-medium text-slate-900">
            {entryTitle(row)}
            <SyncMarker state={row.syncState} />
          </span>
          {enquiryKindOf(row) === "contact" ? <Pill color="teal">{kindLabel(LL, "contact")}</Pill> : null}
        </div>
      ),
    },
    { header: t.contactName(), className: "hidden sm:table-cell", cell: (row) => row.contactName },
    {
      header: t.contact(),
      className: "hidden md:table-cell",
      cell: (row) => (
        <div className="flex flex-col text-xs">
          <span>{row.email}</span>
          <span className="text-slate-600">{row.phone}</span>
        </div>
      ),
    },
    {
      header: t.createdAt(),
      className: "hidden lg:table-cell",
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</span>,
    },
    {
      header: t.status(),
      cell: (row) => <Pill color={statusColor(row.status)}>{statusLabel(LL, row.status)}</Pill>,
    },
    {
      header: LL.admin.common.actions(),
      cell: (row) => (
        <div className="flex items-center justify-end gap-1">
          <RowIconButton
            label={`${LL.admin.common.view()} ${entryTitle(row)}`}
            onPress={() => setViewing(row.id)}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
          </RowIconButton>
          <RowActions
            name={entryTitle(row)}
            onDelete={() => remove.ask(row.id, entryTitle(row), null, kindTexts(LL, row).deleted)}
            {...(row.id > 0 ? { history: { entity: "collaborations" as const, id: row.id } } : {})}
          />
        </div>
      ),
    },
  ]

  return (
    <ListPage
      title={t.title()}
      subtitle={t.subtitle()}
      query={list.query}
      onQuery={list.setQuery}
      searchPlaceholder={t.searchPlaceholder()}
      actions={<ExportCsvButton view={{ status, kind, search, matches }} />}
      filters={
        <>
          <ListFilter
            label={t.kindFilter()}
            value={kind}
            onChange={setKindFilter}
            options={[{ value: "all", label: t.allKinds() }, ...kindOptions(LL)]}
          />
          <ListFilter
            label={t.statusFilter()}
            value={list.filter}
            onChange={list.setFilter}
            options={[{ value: "all", label: t.all() }, ...statusOptions(LL)]}
          />
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        filtered={list.filtered || kind !== "all"}
        onClear={() => {
          list.clear()
          setKindFilter("all")
        }}
        paging={{ total: live.status === "loaded" ? live.data.total : 0, onShowMore: paging.showMore }}
      />
      {viewed ? <CollaborationDialog row={viewed} onClose={() => setViewing(null)} /> : null}
      {remove.dialog}
    </ListPage>
  )
}

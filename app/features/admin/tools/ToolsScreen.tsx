import { useMemo } from "react"
import type { Tool } from "../../../../schema/entities/tool.ts"
import { useTools } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteTool } from "../../../sync/mutations.ts"
import { EntityFormDialog } from "../forms/EntityFormDialog.tsx"
import { truncateText } from "../lib/format.ts"
import { filterRows } from "../lib/search.ts"
import { type Column, DataTable } from "../list/DataTable.tsx"
import { ListPage } from "../list/ListPage.tsx"
import { RowActions } from "../list/RowActions.tsx"
import { useDeleteConfirm } from "../list/use-delete-confirm.tsx"
import { useListState } from "../list/use-list-state.ts"
import { SyncMarker, type RowSyncState } from "../ui/SyncMarker.tsx"
import { toolFormConfig } from "./tool-form.ts"

type Row = Tool & { syncState?: RowSyncState }

const searchFields = [(row: Row) => row.name, (row: Row) => row.description]

export function ToolsScreen() {
  const { LL } = useI18nContext()
  const t = LL.admin.tools
  const live = useTools()
  const list = useListState<Row>()
  const remove = useDeleteConfirm(deleteTool, t.deleted())
  const config = useMemo(() => toolFormConfig(LL), [LL])

  const rows =
    live.status === "loaded"
      ? filterRows(live.data as ReadonlyArray<Row>, list.query, searchFields)
      : undefined
  const columns: ReadonlyArray<Column<Row>> = [
    {
      header: t.name(),
      cell: (row) => (
        <span className="font-medium text-slate-900">
          {row.name}
          <SyncMarker state={row.syncState} />
        </span>
      ),
    },
    {
      header: t.description(),
      className: "max-w-xs",
      cell: (row) => <span className="line-clamp-2 text-slate-700">{row.description}</span>,
    },
    {
      header: t.url(),
      className: "hidden sm:table-cell",
      cell: (row) => (
        <span
          title={row.url ?? undefined}
          className="font-mono text-xs text-slate-700"
          data-testid="tool-url"
        >
          {truncateText(row.url)}
        </span>
      ),
    },
    {
      header: LL.admin.common.actions(),
      cell: (row) => (
        <RowActions
          name={row.name}
          viewHref={row.url}
          onEdit={() => list.openEdit(row)}
          onDelete={() => remove.ask(row.id, row.name)}
        />
      ),
    },
  ]

  return (
    <ListPage
      title={t.title()}
      subtitle={t.subtitle()}
      addLabel={t.add()}
      onAdd={list.openCreate}
      query={list.query}
      onQuery={list.setQuery}
      searchPlaceholder={t.searchPlaceholder()}
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        filtered={list.filtered}
        onClear={list.clear}
      />
      {list.editing !== null ? (
        <EntityFormDialog
          config={config}
          row={list.editing === "new" ? null : list.editing}
          onClose={list.close}
        />
      ) : null}
      {remove.dialog}
    </ListPage>
  )
}

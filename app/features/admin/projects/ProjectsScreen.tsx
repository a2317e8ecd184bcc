import { useMemo } from "react"
import type { Project } from "../../../../schema/entities/project.ts"
import { useProjects } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteProject } from "../../../sync/mutations.ts"
import { EntityFormDialog } from "../forms/EntityFormDialog.tsx"
import { formatDate } from "../lib/format.ts"
import { filterRows } from "../lib/search.ts"
import { type Column, DataTable } from "../list/DataTable.tsx"
import { ListPage } from "../list/ListPage.tsx"
import { RowActions } from "../list/RowActions.tsx"
import { useDeleteConfirm } from "../list/use-delete-confirm.tsx"
import { useListState } from "../list/use-list-state.ts"
import { Pill, colorForText } from "../ui/Pill.tsx"
import { SyncMarker, type RowSyncState } from "../ui/SyncMarker.tsx"
import { projectFormConfig } from "./project-form.ts"

type Row = Project & { syncState?: RowSyncState }

const searchFields = [
  (row: Row) => row.name,
  (row: Row) => row.description,
  (row: Row) => row.teamDescription,
]

export function ProjectsScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.admin.projects
  const live = useProjects()
  const list = useListState<Row>()
  const remove = useDeleteConfirm(deleteProject, t.deleted())
  const config = useMemo(() => projectFormConfig(LL), [LL])

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
    // The pill shows the industry label ("team category"): the text the spec's colour mapping names.
    {
      header: t.category(),
      cell: (row) => <Pill color={colorForText(row.teamDescription)}>{row.teamDescription}</Pill>,
    },
    {
      header: t.createdAt(),
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</span>,
    },
    {
      header: t.description(),
      className: "hidden max-w-xs lg:table-cell",
      cell: (row) => <span className="line-clamp-2 text-slate-700">{row.description}</span>,
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

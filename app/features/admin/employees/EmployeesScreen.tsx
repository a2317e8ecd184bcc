import { useMemo } from "react"
import type { Employee } from "../../../../schema/entities/employee.ts"
import { splitUseCases } from "../../../../schema/use-cases.ts"
import { useEmployees } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteEmployee } from "../../../sync/mutations.ts"
import { EntityFormDialog } from "../forms/EntityFormDialog.tsx"
import { filterRows } from "../lib/search.ts"
import { TagBadges } from "../list/Badges.tsx"
import { type Column, DataTable } from "../list/DataTable.tsx"
import { ListPage } from "../list/ListPage.tsx"
import { RowActions } from "../list/RowActions.tsx"
import { useDeleteConfirm } from "../list/use-delete-confirm.tsx"
import { useListState } from "../list/use-list-state.ts"
import { SyncMarker, type RowSyncState } from "../ui/SyncMarker.tsx"
import { employeeFormConfig } from "./employee-form.ts"

type Row = Employee & { syncState?: RowSyncState }

const searchFields = [
  (row: Row) => row.name,
  (row: Row) => row.description,
  (row: Row) => row.profession,
  (row: Row) => row.useCases,
]

export function EmployeesScreen() {
  const { LL } = useI18nContext()
  const t = LL.admin.employees
  const live = useEmployees()
  const list = useListState<Row>()
  const remove = useDeleteConfirm(deleteEmployee, t.deleted())
  const config = useMemo(() => employeeFormConfig(LL), [LL])

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
    { header: t.profession(), className: "hidden sm:table-cell", cell: (row) => row.profession },
    {
      header: t.useCases(),
      className: "hidden md:table-cell",
      cell: (row) => <TagBadges tags={splitUseCases(row.useCases)} />,
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

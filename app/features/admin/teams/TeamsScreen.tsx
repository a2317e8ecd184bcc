import { useMemo } from "react"
import type { Team } from "../../../../schema/entities/team.ts"
import { useEmployees, useTeams } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteTeam } from "../../../sync/mutations.ts"
import { EntityFormDialog } from "../forms/EntityFormDialog.tsx"
import { filterRows } from "../lib/search.ts"
import { AvatarStack } from "../list/Badges.tsx"
import { type Column, DataTable } from "../list/DataTable.tsx"
import { ListPage } from "../list/ListPage.tsx"
import { RowActions } from "../list/RowActions.tsx"
import { useDeleteConfirm } from "../list/use-delete-confirm.tsx"
import { useListState } from "../list/use-list-state.ts"
import { SyncMarker, type RowSyncState } from "../ui/SyncMarker.tsx"
import { teamFormConfig } from "./team-form.tsx"

type Row = Team & { syncState?: RowSyncState }

const searchFields = [(row: Row) => row.name, (row: Row) => row.description]

export function TeamsScreen() {
  const { LL } = useI18nContext()
  const t = LL.admin.teams
  const live = useTeams()
  const employeesLive = useEmployees()
  const employees = useMemo(
    () => (employeesLive.status === "loaded" ? employeesLive.data : []),
    [employeesLive],
  )
  const list = useListState<Row>()
  const remove = useDeleteConfirm(deleteTeam, t.deleted())
  const config = useMemo(() => teamFormConfig(LL, employees), [LL, employees])
  const nameOf = (id: number) =>
    employees.find((employee) => employee.id === id)?.name ?? t.unknownMember({ id })

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
    { header: t.members(), cell: (row) => <AvatarStack names={row.composition.map(nameOf)} /> },
    {
      header: t.description(),
      className: "hidden max-w-xs md:table-cell",
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

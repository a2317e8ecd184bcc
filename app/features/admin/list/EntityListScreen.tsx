import { type ReactNode, useDeferredValue, useEffect, useMemo } from "react"
import { type PresenceEntity, presenceEntities } from "../../../../schema/presence.ts"
import { writePermissionOf } from "../../../../schema/roles.ts"
import { entityNameOf } from "../../../../schema/sync.ts"
import type { Live } from "../../../db/live.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useCan } from "../auth/use-can.ts"
import { type EntityFormConfig, EntityFormDialog } from "../forms/EntityFormDialog.tsx"
import { PartialRowDialog } from "../forms/PartialRowDialog.tsx"
import { HistoryButton } from "../history/HistoryButton.tsx"
import { rowSearch } from "../lib/search.ts"
import { PresenceBadge } from "../presence/PresenceBadge.tsx"
import { PresenceNotice } from "../presence/PresenceNotice.tsx"
import { useEditingPresence } from "../presence/use-editing-presence.ts"
import { SyncMarker, type RowSyncState } from "../ui/SyncMarker.tsx"
import { type Column, DataTable } from "./DataTable.tsx"
import { ListFilter, ListPage } from "./ListPage.tsx"
import { RowActions } from "./RowActions.tsx"
import { pageOf } from "./paging.ts"
import { useDeleteConfirm } from "./use-delete-confirm.tsx"
import { useListState } from "./use-list-state.ts"
import { StaleEnglishMark, TranslationFilter, keepTranslation } from "./TranslationFilter.tsx"
import { usePaging } from "./use-paging.ts"

export type ListRow = { readonly id: number; readonly syncState?: RowSyncState; readonly partial?: true }

/** A select next to the search box; `keep` says which rows the chosen value shows. */
export interface ListFilterSpec<Row> {
  readonly label: string
  readonly options: ReadonlyArray<{ value: string; label: string }>
  readonly keep: (value: string) => (row: Row) => boolean
}

interface EntityListScreenProps<Row extends ListRow> {
  /** The entity's translations (`LL.adminRecords.employees`, ...): every entity names these keys alike. */
  readonly texts: {
    readonly title: () => string
    readonly subtitle: () => string
    readonly add: () => string
    readonly searchPlaceholder: () => string
    /** The delete toast's description. */
    readonly deleted: () => string
  }
  /** The header of the first column, the row's name. */
  readonly nameHeader: string
  readonly live: Live<ReadonlyArray<Row>>
  /** The fields the search box looks in (spec section 5). */
  readonly searchFields: ReadonlyArray<(row: Row) => string | null | undefined>
  readonly filter?: ListFilterSpec<Row>
  /** What names a row: its first column and the screen-reader labels of its buttons. */
  readonly nameOf: (row: Row) => string
  readonly nameClassName?: string
  /** The public page the row's view link opens in a new tab; none when absent. */
  readonly viewHref: (row: Row) => string | null | undefined
  /** The columns between the name and the actions. */
  readonly columns: ReadonlyArray<Column<Row>>
  readonly remove: (id: number) => Promise<unknown>
  /** What else deleting the row changes, named in the confirmation (issue 28); null when nothing. */
  readonly deleteDetail?: (row: Row) => string | null
  readonly createConfig: EntityFormConfig<Row>
  /** Defaults to createConfig; the blog's edit form differs (its publish checkbox). */
  readonly editConfig?: EntityFormConfig<Row>
  /** Drawn in the edit dialog under the fields of a record the server has (its preview links). */
  readonly recordPanel?: (row: Row) => ReactNode
}

/**
 * An admin list screen of an editable entity: search (and an optional filter), the table with the
 * name column and its sync marker, the view/edit/delete actions, the create and edit dialog and the
 * delete confirmation. Each entity's screen only says what differs: texts, fields and columns.
 * A role that may not write the entity (a viewer) gets the list without add, edit or delete.
 */
export function EntityListScreen<Row extends ListRow>(props: EntityListScreenProps<Row>) {
  const { LL, locale } = useI18nContext()
  const { texts, live, filter, nameOf } = props
  const list = useListState<Row>()
  const entity = entityNameOf(props.createConfig.entity)
  const remove = useDeleteConfirm(props.remove, texts.deleted())
  const mayEdit = useCan(entity === undefined ? "editContent" : writePermissionOf(entity))
  // Who else is editing (issue 30): this tab says which saved record's dialog it has open, and the
  // rows and the dialog show the others'.
  const presenceEntity = (presenceEntities as ReadonlyArray<string>).includes(props.createConfig.entity)
    ? (props.createConfig.entity as PresenceEntity)
    : undefined
  const editingRow = list.editing !== null && list.editing !== "new" && mayEdit ? list.editing : null
  useEditingPresence(
    presenceEntity === undefined || editingRow === null
      ? undefined
      : { entity: presenceEntity, id: editingRow.id },
  )

  // Search and filter cover every row on the device; only the first pages of those matching are drawn.
  // The rows' search texts are kept per language (a screen's fields only change with it: the blog's
  // category labels), and the matches are worked out again only when the rows, the query or a filter
  // change, not when a dialog opens. The query is deferred: typing stays fluid however long the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => rowSearch(props.searchFields), [locale])
  const query = useDeferredValue(list.query)
  const keep = filter?.keep
  const matching = useMemo(
    () =>
      live.status === "loaded"
        ? search.filter(
            live.data,
            query,
            (row) => (keep?.(list.filter)(row) ?? true) && keepTranslation(entity, list.translation)(row),
          )
        : undefined,
    [live, search, query, keep, list.filter, list.translation, entity],
  )
  // The first search is as quick as the next ones: the texts are worked out while the screen is idle.
  useEffect(() => (live.status === "loaded" ? search.warm(live.data) : undefined), [live, search])
  // A row opened while only its card is on the device (partial) gets its form once the full row has
  // come (PartialRowDialog fetches it): the dialog is opened again on that row, once. The form keeps
  // the row it opened on after that (its baseline for what the person changed).
  const { editing, openEdit: reopen } = list
  useEffect(() => {
    if (editing === null || editing === "new" || editing.partial !== true || live.status !== "loaded") return
    const current = live.data.find((row) => row.id === editing.id)
    if (current !== undefined && current.partial !== true) reopen(current)
  }, [editing, live, reopen])
  const paging = usePaging(list.view)
  const rows = matching === undefined ? undefined : pageOf(matching, paging.limit)
  // The same columns from one render to the next (a key press, an opened dialog): the table's rows
  // are memo'd on them (DataTable), so only rows that changed are drawn again.
  const { nameHeader, nameClassName, viewHref, deleteDetail, columns: middleColumns } = props
  const openEdit = list.openEdit
  const ask = remove.ask
  const columns = useMemo<ReadonlyArray<Column<Row>>>(
    () => [
      {
        header: nameHeader,
        ...(nameClassName === undefined ? {} : { className: nameClassName }),
        cell: (row) => (
          <>
            <span className="font-medium text-slate-900">
              {nameOf(row)}
              <SyncMarker state={row.syncState} />
            </span>
            <StaleEnglishMark entity={entity} row={row} />
            <PresenceBadge entity={presenceEntity} id={row.id} />
          </>
        ),
      },
      ...middleColumns,
      {
        header: LL.admin.common.actions(),
        cell: (row) => (
          <RowActions
            name={nameOf(row)}
            viewHref={viewHref(row)}
            onEdit={mayEdit ? () => openEdit(row) : undefined}
            onDelete={mayEdit ? () => ask(row.id, nameOf(row), deleteDetail?.(row) ?? null) : undefined}
            {...(entity === undefined || row.id < 0 ? {} : { history: { entity, id: row.id } })}
          />
        ),
      },
    ],
    [
      nameHeader,
      nameClassName,
      middleColumns,
      viewHref,
      deleteDetail,
      nameOf,
      entity,
      presenceEntity,
      mayEdit,
      openEdit,
      ask,
      LL,
    ],
  )

  return (
    <ListPage
      title={texts.title()}
      subtitle={texts.subtitle()}
      addLabel={texts.add()}
      onAdd={mayEdit ? list.openCreate : undefined}
      query={list.query}
      onQuery={list.setQuery}
      searchPlaceholder={texts.searchPlaceholder()}
      filters={
        <>
          {filter ? (
            <ListFilter
              label={filter.label}
              value={list.filter}
              onChange={list.setFilter}
              options={filter.options}
            />
          ) : null}
          <TranslationFilter entity={entity} value={list.translation} onChange={list.setTranslation} />
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        filtered={list.filtered}
        onClear={list.clear}
        paging={{ total: matching?.length ?? 0, onShowMore: paging.showMore }}
      />
      {list.editing !== null &&
      list.editing !== "new" &&
      list.editing.partial === true &&
      entity !== undefined &&
      mayEdit ? (
        <PartialRowDialog
          entity={entity}
          id={list.editing.id}
          title={(props.editConfig ?? props.createConfig).texts.editTitle}
          onClose={list.close}
        />
      ) : list.editing !== null && mayEdit ? (
        <EntityFormDialog
          config={list.editing === "new" ? props.createConfig : (props.editConfig ?? props.createConfig)}
          row={list.editing === "new" ? null : list.editing}
          onClose={list.close}
          recordPanel={props.recordPanel}
          {...(presenceEntity === undefined || editingRow === null
            ? {}
            : { notice: <PresenceNotice entity={presenceEntity} id={editingRow.id} /> })}
          {...(entity === undefined
            ? {}
            : {
                historyButton: (row: Row, onRestored: () => void) => (
                  <HistoryButton
                    entity={entity}
                    id={row.id}
                    name={nameOf(row)}
                    look="button"
                    onRestored={onRestored}
                  />
                ),
              })}
        />
      ) : null}
      {remove.dialog}
    </ListPage>
  )
}

import { type ReactNode, memo, useRef } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { SkeletonRows } from "../ui/SkeletonRows.tsx"
import { ListPager } from "./ListPager.tsx"
import { pageSize } from "./paging.ts"
import { useNearView } from "./use-near-view.ts"

export interface Column<Row> {
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** e.g. "hidden md:table-cell" for columns dropped on small screens. */
  readonly className?: string
}

interface DataTableProps<Row> {
  readonly columns: ReadonlyArray<Column<Row>>
  /** The rows to draw (one or more pages of those matching); undefined while loading: five skeleton rows. */
  readonly rows: ReadonlyArray<Row> | undefined
  /** How many rows match in all, and how to draw the next page (paging.ts). */
  readonly paging: { readonly total: number; readonly onShowMore: () => void }
  readonly rowKey: (row: Row) => string | number
  /** A search or a filter is active: the empty state offers to clear it. */
  readonly filtered: boolean
  readonly onClear: () => void
}

/**
 * Where a column sits. From sm up the table is a table: the first column (the row's name) keeps a
 * readable width and the last (the actions) is right-aligned, so the edit and delete buttons line up
 * whether or not a view link shows. On phones each row is a card (a two-column grid, still a table to
 * assistive technology): the name top left, the actions top right, every other shown column on a line
 * of its own under them, named by its header (the header row itself is only read out there).
 */
const placement = (index: number, count: number): string =>
  index === 0
    ? "sm:min-w-32 max-sm:col-start-1 max-sm:row-start-1 max-sm:self-center"
    : index === count - 1
      ? "text-right max-sm:col-start-2 max-sm:row-start-1"
      : "max-sm:col-span-2 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]"

/**
 * The admin table: skeleton while loading, the two empty states, hover rows, cards on phones. Paged:
 * it draws the rows it is given (the first pages of those matching) and, under them, how many of how
 * many are shown and the way to the next page (ListPager).
 */
export function DataTable<Row>({ columns, rows, rowKey, filtered, onClear, paging }: DataTableProps<Row>) {
  const { LL } = useI18nContext()
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm max-sm:block">
          <thead className="max-sm:sr-only bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-2 py-3 sm:px-4 ${placement(index, columns.length)} ${column.className ?? ""}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {rows !== undefined && rows.length > 0 ? (
            chunksOf(rows).map((chunk, index) => (
              <RowChunk key={index} rows={chunk} columns={columns} rowKey={rowKey} />
            ))
          ) : (
            <tbody className="max-sm:block">
              {rows === undefined ? (
                <SkeletonRows columns={columns.length} />
              ) : (
                <tr className="max-sm:block">
                  <td colSpan={columns.length} className="px-4 py-12 text-center max-sm:block">
                    <p className="text-slate-600">
                      {filtered ? LL.admin.common.noMatch() : LL.admin.common.noData()}
                    </p>
                    {filtered ? (
                      <button
                        type="button"
                        onClick={onClear}
                        className="mt-2 text-sm font-medium text-blue-700 underline hover:text-blue-900"
                      >
                        {LL.admin.common.clearSearch()}
                      </button>
                    ) : null}
                  </td>
                </tr>
              )}
            </tbody>
          )}
        </table>
      </div>
      {rows !== undefined && rows.length > 0 ? (
        <ListPager shown={rows.length} total={paging.total} onShowMore={paging.onShowMore} />
      ) : null}
    </>
  )
}

/** The rows in slices of one page each: the table's unit of windowing (RowChunk). */
const chunksOf = <Row,>(rows: ReadonlyArray<Row>): Array<ReadonlyArray<Row>> =>
  Array.from({ length: Math.ceil(rows.length / pageSize) }, (_, index) =>
    rows.slice(index * pageSize, (index + 1) * pageSize),
  )

/** How far out of view a slice of rows stays drawn: a few screens, so scrolling never meets a blank. */
const drawnMargin = 2_000

interface RowChunkProps<Row> {
  readonly rows: ReadonlyArray<Row>
  readonly columns: ReadonlyArray<Column<Row>>
  readonly rowKey: (row: Row) => string | number
}

/**
 * The windowed rows (issue 33, item 4): each page of rows is a <tbody> of its own, drawn while it is
 * within a few screens of the view, and otherwise one empty row of the height it had, so the
 * scrollbar and the rows around stay where they were. A person who showed a thousand posts scrolls
 * through a page holding a few hundred rows, not forty thousand nodes; search and filters still
 * cover every row (they work on the data, not on what is drawn).
 */
function RowChunk<Row>({ rows, columns, rowKey }: RowChunkProps<Row>) {
  const body = useRef<HTMLTableSectionElement>(null)
  const { near, height } = useNearView(body, drawnMargin)
  return (
    <tbody ref={body} className="divide-y divide-slate-100 border-b border-slate-100 max-sm:block">
      {near ? (
        rows.map((row) => <TableRow key={rowKey(row)} row={row} columns={columns} />)
      ) : (
        <tr aria-hidden="true" data-testid="rows-out-of-view" className="max-sm:block">
          <td colSpan={columns.length} style={{ height }} className="max-sm:block" />
        </tr>
      )}
    </tbody>
  )
}

interface TableRowProps<Row> {
  readonly row: Row
  readonly columns: ReadonlyArray<Column<Row>>
}

/**
 * One row, drawn again only when the row or the columns change (memo): a search that keeps most
 * matches, an opened dialog or a new page of rows leaves the rows already drawn as they are. The
 * screens keep their columns the same between renders (EntityListScreen's useMemo).
 */
const TableRow = memo(function TableRow<Row>({ row, columns }: TableRowProps<Row>) {
  return (
    <tr
      data-testid="admin-row"
      className="transition-colors hover:bg-slate-50 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
    >
      {columns.map((column, index) => (
        <td
          key={column.header}
          data-label={column.header}
          className={`px-2 py-3 align-middle text-slate-800 max-sm:p-0 sm:px-4 ${placement(index, columns.length)} ${column.className ?? ""}`}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  )
}) as <Row>(props: TableRowProps<Row>) => ReactNode

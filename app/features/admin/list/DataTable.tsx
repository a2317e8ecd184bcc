import type { ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { SkeletonRows } from "../ui/SkeletonRows.tsx"

export interface Column<Row> {
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** e.g. "hidden md:table-cell" for columns dropped on small screens. */
  readonly className?: string
}

interface DataTableProps<Row> {
  readonly columns: ReadonlyArray<Column<Row>>
  /** undefined while loading: five skeleton rows. */
  readonly rows: ReadonlyArray<Row> | undefined
  readonly rowKey: (row: Row) => string | number
  /** A search or a filter is active: the empty state offers to clear it. */
  readonly filtered: boolean
  readonly onClear: () => void
}

/**
 * Where a column sits: the first (the row's name) keeps a readable width on phones; the last (the
 * actions) is right-aligned, so the edit and delete buttons line up whether or not a view link shows.
 */
const placement = (index: number, count: number): string =>
  index === 0 ? "min-w-32" : index === count - 1 ? "text-right" : ""

/** The admin table: skeleton while loading, the two empty states, hover rows. No pagination. */
export function DataTable<Row>({ columns, rows, rowKey, filtered, onClear }: DataTableProps<Row>) {
  const { LL } = useI18nContext()
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
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
        <tbody className="divide-y divide-slate-100">
          {rows === undefined ? (
            <SkeletonRows columns={columns.length} />
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-12 text-center">
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
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} data-testid="admin-row" className="transition-colors hover:bg-slate-50">
                {columns.map((column, index) => (
                  <td
                    key={column.header}
                    className={`px-2 py-3 align-middle sm:px-4 text-slate-800 ${placement(index, columns.length)} ${column.className ?? ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

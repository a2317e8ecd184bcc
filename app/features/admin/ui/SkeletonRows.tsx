/** Five placeholder rows while the table's data loads (spec section 9). */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr
          key={row}
          data-testid="skeleton-row"
          aria-hidden="true"
          className="max-sm:grid max-sm:gap-2 max-sm:p-4"
        >
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-2 py-4 max-sm:p-0 sm:px-4">
              <div className="h-4 animate-pulse rounded bg-slate-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}

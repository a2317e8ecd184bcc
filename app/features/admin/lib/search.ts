/**
 * The admin screens' search (spec section 5): a case-insensitive substring match of the query on
 * the fields each entity names. An empty query matches every row.
 */
export const matchesSearch = <Row>(
  row: Row,
  query: string,
  fields: ReadonlyArray<(row: Row) => string | null | undefined>,
): boolean => {
  const needle = query.trim().toLowerCase()
  if (needle === "") return true
  return fields.some((field) => (field(row) ?? "").toLowerCase().includes(needle))
}

export const filterRows = <Row>(
  rows: ReadonlyArray<Row>,
  query: string,
  fields: ReadonlyArray<(row: Row) => string | null | undefined>,
  keep: (row: Row) => boolean = () => true,
): Row[] => rows.filter((row) => keep(row) && matchesSearch(row, query, fields))

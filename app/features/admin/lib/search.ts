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

const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null)

/**
 * Search accessors for content fields in both languages (issue 17): each named field and its English
 * twin (`name` and `nameEn`), so a query typed in either language finds the row. A row stored before
 * the twins existed simply has no English to match.
 */
export const inBothLanguages = <Row>(
  ...names: ReadonlyArray<keyof Row & string>
): Array<(row: Row) => string | null> =>
  names.flatMap((name) => [
    (row: Row) => textOrNull((row as Record<string, unknown>)[name]),
    (row: Row) => textOrNull((row as Record<string, unknown>)[`${name}En`]),
  ])

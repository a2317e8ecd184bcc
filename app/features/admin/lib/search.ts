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

/** Between two fields of a row's search text: no query holds it. */
const fieldSeparator = "\u0000"

/**
 * filterRows for a list searched again at each key press (issue 33, item 4): each row's fields are
 * lower-cased and joined once, then kept for as long as the row object lives (the local database
 * hands out a new object when a row changes). Lower-casing a thousand posts' bodies at every key
 * press took hundreds of milliseconds; a search over the kept texts takes a few. The fields are
 * joined by a character no query holds, so a query never matches across two fields.
 */
export const rowSearch = <Row extends object>(
  fields: ReadonlyArray<(row: Row) => string | null | undefined>,
) => {
  const texts = new WeakMap<Row, string>()
  const textOf = (row: Row): string => {
    let text = texts.get(row)
    if (text === undefined) {
      text = fields.map((field) => (field(row) ?? "").toLowerCase()).join(fieldSeparator)
      texts.set(row, text)
    }
    return text
  }
  return {
    filter: (rows: ReadonlyArray<Row>, query: string, keep: (row: Row) => boolean = () => true): Row[] => {
      const needle = query.trim().toLowerCase().replaceAll(fieldSeparator, "")
      if (needle === "") return rows.filter(keep)
      return rows.filter((row) => keep(row) && textOf(row).includes(needle))
    },
    /**
     * Works the rows' texts out before the first search, a slice at a time while the page is idle
     * (a thousand posts' bodies take a few hundred milliseconds: never one long task). Returns the
     * way to stop (the rows changed, the screen closed).
     */
    warm: (rows: ReadonlyArray<Row>): (() => void) => {
      if (typeof requestIdleCallback !== "function") return () => undefined
      let next = 0
      let handle = 0
      const step = (deadline: IdleDeadline) => {
        while (next < rows.length && deadline.timeRemaining() > 1) textOf(rows[next++] as Row)
        if (next < rows.length) handle = requestIdleCallback(step)
      }
      handle = requestIdleCallback(step)
      return () => cancelIdleCallback(handle)
    },
  }
}

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

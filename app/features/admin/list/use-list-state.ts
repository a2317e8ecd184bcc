import { useState } from "react"

/** The address's `?q=`: a link to a list searched for a row (the media library's "used in" links). */
const queryInAddress = (): string =>
  typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("q") ?? "")

/** Search text, one optional filter and which row's dialog is open: the state every list screen keeps. */
export const useListState = <Row>(initialFilter = "all") => {
  const [query, setQuery] = useState(queryInAddress)
  const [filter, setFilter] = useState(initialFilter)
  const [editing, setEditing] = useState<Row | "new" | null>(null)
  return {
    query,
    setQuery,
    filter,
    setFilter,
    filtered: query.trim() !== "" || filter !== initialFilter,
    /** What the list shows (search and filter): a paged list starts again at its first page when it changes. */
    view: `${filter}\u0000${query.trim().toLowerCase()}`,
    clear: () => {
      setQuery("")
      setFilter(initialFilter)
    },
    editing,
    openCreate: () => setEditing("new"),
    openEdit: (row: Row) => setEditing(row),
    close: () => setEditing(null),
  }
}

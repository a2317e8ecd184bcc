import { useState } from "react"

/** Search text, one optional filter and which row's dialog is open: the state every list screen keeps. */
export const useListState = <Row>(initialFilter = "all") => {
  const [query, setQuery] = useState("")
  const [filter, setFilter] = useState(initialFilter)
  const [editing, setEditing] = useState<Row | "new" | null>(null)
  return {
    query,
    setQuery,
    filter,
    setFilter,
    filtered: query.trim() !== "" || filter !== initialFilter,
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

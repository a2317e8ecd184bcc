import { useCallback, useState } from "react"

/** The address's `?q=`: a link to a list searched for a row (the media library's "used in" links). */
const queryInAddress = (): string =>
  typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("q") ?? "")

/** The translation filter (issue 31, item 3): every row, or those whose English fell behind. */
export type TranslationFilter = "all" | "stale"

/** The address's `?translation=stale`: the dashboard's link to a list of what is behind. */
const translationInAddress = (): TranslationFilter =>
  typeof window !== "undefined" && new URLSearchParams(window.location.search).get("translation") === "stale"
    ? "stale"
    : "all"

/**
 * Search text, one optional filter, the translation filter and which row's dialog is open: the state
 * every list screen keeps.
 */
export const useListState = <Row>(initialFilter = "all") => {
  const [query, setQuery] = useState(queryInAddress)
  const [filter, setFilter] = useState(initialFilter)
  const [translation, setTranslation] = useState<TranslationFilter>(translationInAddress)
  const [editing, setEditing] = useState<Row | "new" | null>(null)
  // Stable, so the rows that call them are drawn again only when they change (EntityListScreen).
  const clear = useCallback(() => {
    setQuery("")
    setFilter(initialFilter)
    setTranslation("all")
  }, [initialFilter])
  const openCreate = useCallback(() => setEditing("new"), [])
  const openEdit = useCallback((row: Row) => setEditing(row), [])
  const close = useCallback(() => setEditing(null), [])
  return {
    query,
    setQuery,
    filter,
    setFilter,
    translation,
    setTranslation,
    filtered: query.trim() !== "" || filter !== initialFilter || translation !== "all",
    /** What the list shows (search and filters): a paged list starts again at its first page when it changes. */
    view: `${filter}\u0000${translation}\u0000${query.trim().toLowerCase()}`,
    clear,
    editing,
    openCreate,
    openEdit,
    close,
  }
}

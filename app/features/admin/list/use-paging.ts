import { useCallback, useState } from "react"
import { nextLimit, pageSize } from "./paging.ts"

/**
 * How many rows a list draws. `view` names what the list shows (its search text and filter): when it
 * changes, the list starts again at its first page.
 */
export const usePaging = (view: string) => {
  const [state, setState] = useState({ view, limit: pageSize })
  // A new search or filter: back to the first page, in this same render.
  if (state.view !== view) setState({ view, limit: pageSize })
  const limit = state.view === view ? state.limit : pageSize
  const showMore = useCallback(
    () => setState((previous) => ({ view: previous.view, limit: nextLimit(previous.limit) })),
    [],
  )
  return { limit, showMore }
}

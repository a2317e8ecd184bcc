/**
 * The pages a list shows, kept in step with its address (`?page=N`, N the last page shown). The
 * address leads: a reader who follows a pager link, reloads or shares lands on that page alone. Load
 * more and show earlier move the window and replace the address (history.replaceState, through the
 * router), so the back button does not step through every page loaded.
 */
import { useNavigate } from "@tanstack/react-router"
import { useState } from "react"
import type { SectionPath } from "../layout/nav-links.ts"
import { type PageWindow, withEarlierPage, withNextPage } from "./page-window.ts"

interface WindowState extends PageWindow {
  /** The address's page the window was last adjusted to. */
  readonly seen: number
}

/** A window over `addressPage` that the reader moves; `path`: the list's address (none for a search's matches). */
export function usePageWindow(addressPage: number, path: SectionPath | undefined) {
  const navigate = useNavigate()
  const [state, setState] = useState<WindowState>({ from: addressPage, to: addressPage, seen: addressPage })
  let current = state
  if (addressPage !== state.seen) {
    // The address changed: to the window's own last page (its replaceState) or elsewhere (a link).
    current =
      addressPage === state.to
        ? { ...state, seen: addressPage }
        : { from: addressPage, to: addressPage, seen: addressPage }
    setState(current)
  }
  const move = (next: PageWindow) => {
    setState({ ...next, seen: current.seen })
    if (path !== undefined && next.to !== current.to)
      void navigate({
        to: path,
        search: next.to === 1 ? {} : { page: next.to },
        replace: true,
        resetScroll: false,
      })
  }
  return {
    window: { from: current.from, to: current.to } satisfies PageWindow,
    more: () => move(withNextPage(current)),
    earlier: () => move(withEarlierPage(current)),
  }
}

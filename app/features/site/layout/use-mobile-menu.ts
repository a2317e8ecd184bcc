import { useRouterState } from "@tanstack/react-router"
import { useCallback, useEffect, useState } from "react"

/** Open/closed state of the mobile menu; it closes whenever the route changes (spec section 4). */
export const useMobileMenu = () => {
  const [isOpen, setOpen] = useState(false)
  const href = useRouterState({ select: (state) => state.location.href })
  const [openedAt, setOpenedAt] = useState(href)
  // Closing during render when the location moved on, instead of in an effect, avoids one frame of
  // the stale open menu over the new page.
  if (isOpen && openedAt !== href) {
    setOpen(false)
  }
  if (openedAt !== href) setOpenedAt(href)

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false)
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [isOpen])

  const toggle = useCallback(() => setOpen((open) => !open), [])
  const close = useCallback(() => setOpen(false), [])
  return { isOpen, toggle, close }
}

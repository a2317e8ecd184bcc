import { useEffect, useState } from "react"

/**
 * The value once it has stayed the same for `ms`: a search box's text as the list reads it, so a
 * list that scans many rows does so once the typing pauses, not on every key.
 */
export const useSettled = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, settled, ms])
  return settled
}

/**
 * What a public form sends for the server's bot check (docs/security.md, "Public enquiries"): the
 * honeypot's value (`website`, a field people never see) and how long the form has been in front of
 * the person (`filledInMs`, from when it was first shown to the press of "send"; judged so, not by when
 * the outbox delivers it, a message queued offline for hours is not taken for a program).
 */
import { useEffect, useRef, useState } from "react"

export function useBotCheck() {
  const [honeypot, setHoneypot] = useState("")
  // When the form was first shown (after hydration; a page rendered by the server shows it a little
  // earlier, so the time is never overstated). performance.now: a clock change cannot shorten it.
  const shownAt = useRef(0)
  useEffect(() => {
    shownAt.current = performance.now()
  }, [])

  /** The two fields, taken at the press of "send". */
  const fields = () => ({
    ...(honeypot === "" ? {} : { website: honeypot }),
    filledInMs: Math.max(0, Math.round(performance.now() - shownAt.current)),
  })

  /** A new message: an empty trap, and its own time in the form. */
  const restart = () => {
    setHoneypot("")
    shownAt.current = performance.now()
  }

  return { honeypot, setHoneypot, fields, restart }
}

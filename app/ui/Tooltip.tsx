/**
 * Tooltip: opens on hover or focus after 700 ms (at once within 300 ms of another closing), closes on
 * pointer leave, press, scroll or Escape (spec section 2, header and footer).
 * Props: `content` (the tooltip text), `children` (ONE focusable react-aria element, e.g. <Button>,
 * or wrap a plain element in react-aria's <Focusable>), `placement` (default "top").
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react"
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components"
import { noteTooltipClosed, openDelayAt } from "./tooltip-timing.ts"

export function Tooltip({
  content,
  children,
  placement = "top",
}: {
  content: ReactNode
  children: ReactNode
  placement?: "top" | "bottom" | "start" | "end"
}) {
  const [isOpen, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  const onOpenChange = useCallback((next: boolean) => {
    window.clearTimeout(timer.current)
    if (!next) {
      setOpen((wasOpen) => {
        if (wasOpen) noteTooltipClosed(performance.now())
        return false
      })
      return
    }
    const wait = openDelayAt(performance.now())
    if (wait === 0) setOpen(true)
    else timer.current = window.setTimeout(() => setOpen(true), wait)
  }, [])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  // Scrolling moves the trigger away from the pointer: close like on pointer leave.
  useEffect(() => {
    if (!isOpen) return
    const onScroll = () => onOpenChange(false)
    window.addEventListener("scroll", onScroll, { passive: true, capture: true })
    return () => window.removeEventListener("scroll", onScroll, { capture: true })
  }, [isOpen, onOpenChange])

  return (
    <TooltipTrigger delay={0} closeDelay={0} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <AriaTooltip
        placement={placement}
        offset={8}
        className="z-50 max-w-xs rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
      >
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className="fill-slate-900">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  )
}

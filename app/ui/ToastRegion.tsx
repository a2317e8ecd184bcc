/**
 * Renders the toast queue (app/ui/toast-queue.ts): bottom right, full width on phones and at most
 * 420 px from md up; at the top while a modal dialog is open, where it would otherwise sit over the
 * dialog's footer and its action buttons (dialogs keep only their title up there); F8 moves focus to the region; swiping a toast right by 50 px or more dismisses it.
 * Props: `label` (the region's name, LL.common.notifications()), `closeLabel` (the close button's name).
 */
import { CircleAlert, CircleCheck, Info, X } from "lucide-react"
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from "react"
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContentBox,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components"
import { cx } from "./cx.ts"
import { type ToastContent, toastQueue } from "./toast-queue.ts"

export const swipeDismissThreshold = 50

export function ToastRegion({ label, closeLabel }: { label: string; closeLabel: string }) {
  const region = useRef<HTMLDivElement>(null)
  const modalOpen = useModalOpen(region)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "F8") return
      const target = region.current?.querySelector<HTMLElement>("[role=alertdialog]") ?? region.current
      if (target) {
        event.preventDefault()
        target.focus()
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [])

  return (
    <AriaToastRegion
      ref={region}
      queue={toastQueue}
      aria-label={label}
      data-testid="toast-region"
      data-placement={modalOpen ? "top" : "bottom"}
      className={cx(
        "fixed right-0 z-[70] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]",
        modalOpen ? "top-0" : "bottom-0",
      )}
    >
      {({ toast }) => (
        <Toast toast={toast} className="outline-none">
          <SwipeableToast content={toast.content} onDismiss={() => toastQueue.close(toast.key)}>
            <Button
              slot="close"
              aria-label={closeLabel}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </SwipeableToast>
        </Toast>
      )}
    </AriaToastRegion>
  )
}

/**
 * Whether a dialog other than a toast is on screen. Overlays are portalled to the end of <body>, so
 * watching body's children is enough to notice one opening or closing.
 */
function useModalOpen(region: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const check = () =>
      setOpen(
        Array.from(document.querySelectorAll("[role=dialog], [role=alertdialog]")).some(
          (dialog) => !(region.current?.contains(dialog) ?? false),
        ),
      )
    check()
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true })
    return () => observer.disconnect()
  }, [region])
  return open
}

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert }

function SwipeableToast({
  content,
  onDismiss,
  children,
}: {
  content: ToastContent
  onDismiss: () => void
  children: React.ReactNode
}) {
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)
  const variant = content.variant ?? "default"
  const Icon = icons[variant]

  // The drag is measured from the events themselves, not from `offset`: React may not have drawn the
  // last move when the pointer is released, and a stale offset kept a long swipe from dismissing.
  // (No pointer capture: it would retarget the close button's click to the toast.)
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  const onPointerEnd = (event: PointerEvent) => {
    if (start.current === null) return
    const dragged = event.type === "pointerup" ? event.clientX - start.current : 0
    start.current = null
    if (dragged >= swipeDismissThreshold) onDismiss()
    else setOffset(0)
  }

  return (
    <div
      data-testid="toast"
      data-variant={variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / 200) : 1,
      }}
      className={cx(
        "flex touch-pan-y items-start gap-3 rounded-xl border bg-white p-4 shadow-lg",
        offset === 0 && "transition",
        variant === "destructive" ? "border-red-200" : "border-slate-200",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cx(
          "mt-0.5 size-5 shrink-0",
          variant === "destructive"
            ? "text-red-600"
            : variant === "success"
              ? "text-green-600"
              : "text-brand-strong",
        )}
      />
      <ToastContentBox className="min-w-0 flex-1">
        <Text slot="title" className="block text-sm font-semibold text-slate-900">
          {content.title}
        </Text>
        {content.description ? (
          <Text slot="description" className="mt-0.5 block text-sm text-slate-600">
            {content.description}
          </Text>
        ) : null}
      </ToastContentBox>
      {children}
    </div>
  )
}

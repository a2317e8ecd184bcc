import { X } from "lucide-react"
import { useEffect, useRef, useState, useSyncExternalStore } from "react"

/**
 * The back office's toasts: at most one at a time, shown 5 seconds, swiped away to the right past
 * 50 px, F8 focuses them (spec section 9).
 * Kept in the admin feature so admin code never has to wait on the public UI kit's API.
 */
export interface AdminToast {
  readonly title: string
  readonly description?: string | undefined
  readonly variant?: "default" | "destructive"
}

const swipeThreshold = 50

let current: (AdminToast & { id: number }) | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export const showToast = (toast: AdminToast): void => {
  current = { ...toast, id: nextId++ }
  emit()
}
const dismiss = () => {
  current = null
  emit()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function AdminToastViewport({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const toast = useSyncExternalStore(subscribe, () => current)
  const region = useRef<HTMLDivElement>(null)
  const swipeStart = useRef<number | null>(null)
  const [swipe, setSwipe] = useState(0)
  // F8 moves focus to the notifications (spec section 9).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") region.current?.focus()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [])
  useEffect(() => {
    if (toast === null) return
    const timer = setTimeout(dismiss, 5000)
    return () => clearTimeout(timer)
  }, [toast])
  const endSwipe = () => {
    if (swipe > swipeThreshold) dismiss()
    swipeStart.current = null
    setSwipe(0)
  }
  return (
    <div
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label={regionLabel}
      aria-live="polite"
      className="pointer-events-none fixed right-0 bottom-0 z-[60] flex w-full flex-col p-4 md:max-w-[420px]"
    >
      {toast ? (
        <div
          key={toast.id}
          role={toast.variant === "destructive" ? "alert" : "status"}
          data-testid="admin-toast"
          style={swipe > 0 ? { transform: `translateX(${swipe}px)` } : undefined}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX
          }}
          onPointerMove={(event) => {
            if (swipeStart.current !== null) setSwipe(Math.max(0, event.clientX - swipeStart.current))
          }}
          onPointerUp={endSwipe}
          onPointerCancel={endSwipe}
          className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-lg border p-4 shadow-lg ${toast.variant === "destructive" ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"}`}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
          </div>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={dismiss}
            className="rounded p-1 hover:bg-black/10"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  )
}

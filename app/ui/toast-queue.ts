/**
 * The public site's toasts (spec section 9): at most one at a time (a new one replaces the one shown),
 * 5 seconds each. Call `showToast({ title, description?, variant? })` from anywhere; <ToastRegion> in
 * the root layout renders them.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components"

export interface ToastContent {
  readonly title: string
  readonly description?: string | undefined
  readonly variant?: "default" | "success" | "destructive"
}

export const toastTimeout = 5000

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 })

export const showToast = (content: ToastContent): string => {
  for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key)
  return toastQueue.add(content, { timeout: toastTimeout })
}

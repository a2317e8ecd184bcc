/**
 * What a save says (issue 28, item 8): a write is saved on the device at once and delivered later, so
 * "updated" is said only once the server has it. A quick answer (online, the usual case) gives the one
 * success toast; a slower one first says "saved on this device" (sending, or sent when back online),
 * then the success, a conflict or the server's refusal when it comes. A losing save used to say
 * "updated" and then show its conflict.
 */
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { type OutboxEntryState, waitForDelivery } from "../../../sync/status.ts"
import { type ToastContent, showToast } from "../../../ui/toast-queue.ts"

/**
 * What a delivered save says instead of the plain success, when it has more to say (a schedule carried
 * out at once: schedule/late-schedule-notice.ts); undefined for the plain success. One toast either way:
 * a second would replace the first (toast-queue.ts).
 */
export type SavedNotice = (id: number) => Promise<ToastContent | undefined>

/**
 * How long a save waits for the server, online, before saying it is kept on the device (ms): long
 * enough that a busy server still gets one toast. Offline it says so at once.
 */
export const quickAnswerMs = 8_000
/** How long it keeps following a save it queued (ms); the sync indicator and panel say the rest. */
export const followMs = 5 * 60_000

/** The outbox key of what a mutation returned (a QueuedWrite), if any. */
export const keyOf = (queued: unknown): string | undefined =>
  typeof queued === "object" && queued !== null && typeof (queued as { key?: unknown }).key === "string"
    ? (queued as { key: string }).key
    : undefined

const sayAnswer = async (
  LL: TranslationFunctions,
  answer: OutboxEntryState,
  success: string,
  notice: SavedNotice | undefined,
) => {
  if (answer.state === "done") showToast((await notice?.(answer.id)) ?? { title: success })
  else if (answer.state === "conflict")
    showToast({
      title: LL.admin.toast.conflictTitle(),
      description: LL.admin.toast.conflictText(),
      variant: "destructive",
    })
  else if (answer.state === "failed")
    showToast({
      title: LL.admin.toast.operationFailed(),
      description: answer.error?.message ?? LL.admin.toast.tryLater(),
      variant: "destructive",
    })
}

export const announceSave = async (
  LL: TranslationFunctions,
  key: string | undefined,
  success: string,
  notice?: SavedNotice,
): Promise<void> => {
  if (key === undefined) {
    showToast({ title: success })
    return
  }
  const offlineNow = (state: OutboxEntryState) =>
    !navigator.onLine || (state.state === "pending" && state.lastError?.kind === "network")
  const quickUntil = Date.now() + quickAnswerMs
  let answer = await waitForDelivery(key, 150)
  while (answer.state === "pending" && !offlineNow(answer) && Date.now() < quickUntil)
    answer = await waitForDelivery(key, 150)
  if (answer.state !== "pending") return sayAnswer(LL, answer, success, notice)
  const offline = offlineNow(answer)
  showToast({
    title: LL.admin.toast.savedOnDevice(),
    description: offline ? LL.admin.toast.sendWhenOnline() : LL.admin.toast.sending(),
  })
  const until = Date.now() + followMs
  while (answer.state === "pending" && Date.now() < until) {
    // A server that asked to wait (429) answers much later: check now and then, not in a tight loop.
    if (answer.lastError?.kind === "rateLimited") await new Promise((resolve) => setTimeout(resolve, 5_000))
    answer = await waitForDelivery(key, Math.max(0, until - Date.now()))
  }
  await sayAnswer(LL, answer, success, notice)
}

/**
 * Bytes sent so far per picture being uploaded (in memory, this page only): deliver-upload.ts writes
 * them as XMLHttpRequest reports upload progress, the picture field reads them for its progress bar.
 */

export interface UploadProgress {
  readonly sent: number
  readonly total: number
}

const progress = new Map<string, UploadProgress>()
const listeners = new Set<() => void>()

const notify = (): void => {
  for (const listener of listeners) listener()
}

/** Record `sent` of `total` bytes for the upload of `address` (a `local-media:` address). */
export const reportUploadProgress = (address: string, sent: number, total: number): void => {
  const known = progress.get(address)
  if (known !== undefined && known.sent === sent && known.total === total) return
  progress.set(address, { sent, total })
  notify()
}

/** The attempt ended (answer or failure): the picture's state in the database says the rest. */
export const clearUploadProgress = (address: string): void => {
  if (progress.delete(address)) notify()
}

/** What is known of the upload of `address` right now; undefined when no attempt is on the way. */
export const uploadProgressOf = (address: string): UploadProgress | undefined => progress.get(address)

/** For useSyncExternalStore: the listener runs on every change of any upload. */
export const subscribeUploadProgress = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whole percent, 0 to 100. */
export const percentOf = (value: UploadProgress): number =>
  value.total <= 0 ? 0 : Math.min(100, Math.floor((value.sent / value.total) * 100))

/**
 * When the service worker is registered. Its first install precaches the whole app (every file of
 * the build, about a megabyte): on a reader's first visit that download and its caching would
 * compete with the page's own start for a phone's connection and CPU, just when the reader starts to
 * read and scroll. So a first visit registers once the page has settled: a few seconds after its load
 * event, at an idle moment. A page a service worker already controls registers at once (for a
 * returning reader that is only an update check), and so does the back office, whose offline editing
 * depends on it. "Keep this site offline" does not wait either (registerServiceWorkerNow).
 */

/** How long after the load event a first visit waits before registering. */
const settleMs = 5_000
/** How long it then waits at most for an idle moment. */
const idleTimeoutMs = 2_000

let registerNow: () => void = () => {}
const askedFor = new Promise<void>((resolve) => (registerNow = resolve))

/** Registers without waiting for the page to settle (the offline download needs the worker now). */
export const registerServiceWorkerNow = (): void => registerNow()

const pageSettled = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const atIdle = () => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs })
      else resolve()
    }
    const afterLoad = () => window.setTimeout(atIdle, settleMs)
    if (document.readyState === "complete") afterLoad()
    else window.addEventListener("load", afterLoad, { once: true })
  })

/** Resolves when the service worker is to be registered (see above). */
export const whenToRegister = (inBackOffice: boolean): Promise<void> =>
  inBackOffice || navigator.serviceWorker?.controller
    ? Promise.resolve()
    : Promise.race([pageSettled(), askedFor])

/** How long "keep this site offline" waits at most for the service worker's install. */
const installTimeoutMs = 30_000

/**
 * Resolves once a service worker is active, that is, its install has precached the app's files (or
 * after at most 30 seconds, or at once where browsers have no service workers).
 */
export const serviceWorkerActive = (): Promise<void> =>
  navigator.serviceWorker === undefined
    ? Promise.resolve()
    : Promise.race([
        navigator.serviceWorker.ready.then(() => undefined),
        new Promise<void>((resolve) => window.setTimeout(resolve, installTimeoutMs)),
      ])

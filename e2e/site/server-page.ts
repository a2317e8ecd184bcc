/**
 * For the specs that look at the page the server rendered before the app takes it over
 * (prerender.spec.ts, live-pages.spec.ts): hold the app's JavaScript back, and tell when React has
 * taken over the footer, whose code comes last.
 */
import type { Page } from "@playwright/test"
import { storedMeta } from "../fixtures/offline.ts"

/** Holds every request for the app's JavaScript until `release()`. */
export const holdScripts = async (page: Page) => {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  await page.route("**/assets/*.js", async (route) => {
    await gate
    await route.continue()
  })
  return { release: () => open() }
}

/**
 * Resolves once React has hydrated the footer. React marks each element it has taken over with a
 * "__reactFiber$…" property (as app/features/site/prerender/hydrate.ts checks).
 */
export const footerHydrated = async (page: Page) => {
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer")
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber$"))
  })
}

/**
 * Whether React has taken over the footer's "keep this site offline" button (its code loads last):
 * a boolean now, for a poll or for a page whose clock only the test moves.
 */
export const keepOfflineHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const button = document.querySelector('[data-testid="keep-offline"] button')
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"))
  })

/** The change log's seq the app's local database has pulled to (0 before its first pull). */
export const localCursor = async (page: Page): Promise<number> => {
  const value = await storedMeta(page, "cursor")
  return typeof value === "number" ? value : 0
}

/** Holds the app's pulls of the change feed until `release()`. */
export const holdPulls = async (page: Page) => {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  await page.route(/\/api\/sync(\?|$)/, async (route) => {
    await gate
    await route.continue()
  })
  return { release: () => open() }
}

/**
 * Playwright's `test` for the public site's specs, with one difference: `page.goto` and `page.reload`
 * return once the app has hydrated the page. A public route is first painted from the markup the
 * server rendered from its database (sync-server/pages/), whose links work but whose buttons and
 * fields take no clicks until the app has hydrated it (app/features/site/prerender/hydrate.ts); what
 * these specs check is the app itself. e2e/site/prerender.spec.ts and live-pages.spec.ts check the
 * server's page as it is before the app starts.
 */
import { type Page, test as base } from "@playwright/test"

/**
 * True once #root is the app's: hydrated (a rendered page), or rendered by the app (index.html,
 * whose placeholder has no <main>; the app's first render has, and by then the router follows history).
 * Runs in the page.
 */
const appOwnsRoot = () => {
  const root = document.getElementById("root")
  return root !== null && !root.hasAttribute("data-prerendered") && root.querySelector("main") !== null
}

/** Resolves once #root is the app's (see `appOwnsRoot`). */
export const appReady = async (page: Page): Promise<void> => {
  await page.waitForFunction(appOwnsRoot, undefined, { timeout: 60_000 })
}

/** Whether #root is the app's now: for a page whose clock only the test moves (fixtures/paused-clock.ts). */
export const appOwnsPage = (page: Page): Promise<boolean> => page.evaluate(appOwnsRoot)

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await appReady(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await appReady(page)
      return response
    }
    await use(page)
  },
})

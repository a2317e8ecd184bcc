/**
 * Shared steps of the content-page specs (e2e/site/pages*.spec.ts): holding the first sync so the
 * loading skeletons can be counted, and showing a page an empty but real server.
 */
import { type Locator, type Page, expect as baseExpect, test } from "@playwright/test"
import { type TestServer, startTestServer } from "../../sync-server/test-support/test-server.ts"

/**
 * The machine these run on is shared and often loaded far beyond its two cores: a fresh page's first
 * sync can take well over the config's 10 seconds. Waiting longer changes no assertion's meaning.
 */
export const expect = baseExpect.configure({ timeout: 30_000 })

/** Per-test time limit for these specs, for the same reason. */
export const slowTestTimeout = 180_000

/**
 * Holds every /api/sync answer until `release()` is called, so a fresh visitor's page stays in its
 * loading state (its local database is empty until the first pull lands).
 */
export const holdSync = async (page: Page): Promise<{ release: () => Promise<void> }> => {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  await page.route("**/api/sync**", async (route) => {
    await gate
    await route.continue()
  })
  return {
    release: async () => open(),
  }
}

/**
 * Opens `path` inside the app, as a click on one of its links would: from /about, loaded first, then
 * a history entry the router follows. A page opened by its URL is the page the server rendered, whose
 * content is there before the first pull; a page opened in the app has only the local database.
 */
export const openInApp = async (page: Page, path: string): Promise<void> => {
  await page.goto("/about")
  await page.evaluate((next) => {
    history.pushState({}, "", next)
    dispatchEvent(new PopStateEvent("popstate", { state: {} }))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

/**
 * A second real server with an empty database (settings row only). `showEmptyServer(page)` sends the
 * page's /api calls to it, so the lists are really empty after the first pull.
 */
export const emptyServer = () => {
  let server: TestServer | undefined
  test.beforeAll(async () => {
    server = await startTestServer({ demoContent: false })
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  return async (page: Page) => {
    const target = server
    if (target === undefined) throw new Error("the empty server did not start")
    await page.route("**/api/**", async (route) => {
      const url = new URL(route.request().url())
      // The change stream never ends, so it cannot be fetched and passed on whole: these pages go
      // without it (the app falls back to its timed pulls).
      if (url.pathname === "/api/sync/stream") return route.fulfill({ status: 204 })
      try {
        const response = await route.fetch({ url: `${target.url}${url.pathname}${url.search}` })
        await route.fulfill({ response })
      } catch {
        // The page went on while the answer was on its way (a navigation cancelled the request: CI saw
        // "Fetch response has been disposed"): nobody waits for it. Never leave one hanging.
        await route.abort().catch(() => undefined)
      }
    })
  }
}

/** A name no other test (or rerun) uses: specs share one server. */
export const unique = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** What a person types into the contact form, field by field. */
export interface ContactInput {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly subject: string
  readonly message: string
}

/** The contact form's fields by their zh-CN labels. */
const contactLabels: Record<keyof ContactInput, string> = {
  name: "姓名",
  email: "电子邮箱",
  phone: "电话",
  subject: "主题",
  message: "消息",
}

/** Types `input` into the contact form (zh-CN), field by field in the form's order. */
export const fillContactForm = async (form: Locator, input: ContactInput): Promise<void> => {
  for (const field of Object.keys(contactLabels) as Array<keyof ContactInput>)
    await form.getByLabel(contactLabels[field]).fill(input[field])
}

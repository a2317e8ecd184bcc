/**
 * Shared steps of the back-office specs. The server runs with CAPTCHA_TEST_TEXT, so every captcha
 * reads that text; the admin account comes from ADMIN_USERNAME / ADMIN_PASSWORD.
 */
import { type Locator, type Page, expect } from "@playwright/test"

export const admin = {
  username: process.env.ADMIN_USERNAME ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "admin-password",
  captcha: process.env.CAPTCHA_TEST_TEXT ?? "TEST",
}

/** A name no other test (or retry) uses, so specs never depend on each other's rows. */
export const unique = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/**
 * Sends a collaboration request as a visitor does (the public API) and returns its company name,
 * unique to the call, to find its row by.
 */
export const sendCollaboration = async (page: Page, prefix: string, message = "端到端测试的合作请求") => {
  const companyName = unique(prefix)
  const response = await page.request.post("/api/collaborations", {
    data: { companyName, contactName: "测试联系人", email: "e2e@example.com", phone: "13800000000", message },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return companyName
}

export const fillLogin = async (
  page: Page,
  values: { username: string; password: string; captcha: string },
) => {
  const form = page.getByTestId("login-form").last()
  await form.getByLabel(/^(用户名|Username)$/).fill(values.username)
  await form.getByLabel(/^(密码|Password)$/).fill(values.password)
  await form.getByLabel(/^(验证码|Captcha)$/).fill(values.captcha)
  // A person types the captcha from its picture, so the picture's answer (which sets the captcha's
  // cookie) has always come before the form is sent. Playwright types faster than a busy server draws
  // it: a sign-in sent before the cookie arrived is refused with "no captcha found".
  await expect
    .poll(() =>
      form
        .getByTestId("captcha-image")
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0)
  await form.getByRole("button", { name: /^(登录|Log in)$/ }).click()
}

/**
 * Signs the browser context in through the API, as the login form does (a captcha first, then
 * POST /api/login): the context's request client shares the pages' cookies. The form itself is
 * login.spec.ts's subject; every other spec only needs a signed-in page, and the form's steps (the
 * captcha picture, the redirect, the toast) cost each of them about five seconds.
 */
export const signInThroughApi = async (page: Page) => {
  expect((await page.request.get(`/api/captcha?t=${Date.now()}`)).ok()).toBe(true)
  const login = await page.request.post("/api/login", { data: admin })
  expect(login.ok(), await login.text()).toBe(true)
}

/** Signs in (through the API) and opens the back-office page asked for, the dashboard by default. */
export const loginAsAdmin = async (page: Page, path = "/systemadmin") => {
  await signInThroughApi(page)
  await page.goto(path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}$`), { timeout: 30_000 })
  // The shell with its logout button: the app has read who is signed in.
  await expect(page.getByTestId("logout-button")).toBeVisible()
}

export const setEnglish = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"))
}

export const toast = (page: Page) => page.getByTestId("toast")

/**
 * Expects the toast to say each text, then closes it. A toast sits over the bottom right of the page
 * (a dialog's buttons, the last rows' actions) and its timer pauses while the pointer rests on it, so
 * a spec that left it there could wait on it forever.
 */
export const expectToast = async (page: Page, ...texts: ReadonlyArray<string | RegExp>) => {
  for (const text of texts) await expect(toast(page)).toContainText(text)
  await closeToast(page)
}

/**
 * From now on, every toast the page shows, in order; the returned function reads them. One toast
 * replaces another, so where two can come close together (signing in again while an edit waits: the
 * edit's delivery follows at once) a spec checks the record rather than the toast of the moment.
 */
export const recordToasts = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { toastsSeen: seen })
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent ?? ""
      if (text !== "" && seen.at(-1) !== text) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)
}

/** The table row that contains the text. */
export const row = (page: Page, text: string) => page.getByTestId("admin-row").filter({ hasText: text })

/**
 * Waits until the outbox has nothing left to send: no row shows a pending marker (they appear in the
 * same local write as the edit) and the header says "synced". Call it once the edit is visibly made
 * (its toast or its row shown): right after a click, the local write may not have happened yet.
 */
export const waitForSynced = async (page: Page) => {
  await expect(page.getByTestId("sync-marker")).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByTestId("sync-indicator")).toHaveAccessibleName(/已同步|Synced/, { timeout: 20_000 })
}

/**
 * Closes the toasts shown. They sit over the bottom right of the page (the actions column of the last
 * rows), and their timer pauses while the page is in the background or the pointer is on one. Toasts
 * show one at a time: closing one may bring up the next in the queue, so this closes until none is left.
 */
export const closeToast = async (page: Page) => {
  const toasts = page.getByTestId("toast")
  await expect(async () => {
    const close = toasts.getByRole("button")
    // A toast may close by itself between the count and the click: the click's miss is ignored, and
    // the count below decides.
    if ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 1_000 })
        .catch(() => undefined)
    await expect(toasts).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * Clicks `target` once no toast covers it. A toast sits over the bottom of the page, and one under
 * the pointer stays (a hovered toast does not time out), so a click that waits for it would wait
 * forever; the toasts are closed first, and again if a queued one came up over the target.
 */
export const clickPastToasts = async (page: Page, target: Locator) => {
  await expect(async () => {
    await closeToast(page)
    await target.click({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Runs `body` and then puts the named settings back as they were, through the API with the page's
 * admin session, even when `body` fails: specs share one server, and others read these settings.
 */
export const restoringSettings = async (
  page: Page,
  keys: ReadonlyArray<string>,
  body: () => Promise<void>,
) => {
  const before = (await (await page.request.get("/api/settings")).json()) as Record<string, unknown>
  try {
    await body()
  } finally {
    const original = Object.fromEntries(keys.map((key) => [key, before[key]]))
    const response = await page.request.patch("/api/settings", { data: original })
    expect(response.ok(), await response.text()).toBe(true)
  }
}

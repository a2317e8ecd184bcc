/**
 * The site under the Content-Security-Policy the server sends (enforced, not report-only): every public
 * page (prerendered, then hydrated) and every back-office screen, in both languages, runs without a
 * single violation report or console error. And the policy really is in force: an inline script that
 * is not one of the build's is blocked and reported.
 */
import { type APIRequestContext, type Page, type Response, expect, test } from "@playwright/test"
import { loginAsAdmin } from "../admin/admin-helpers.ts"
import { type PageWatch, watchPage } from "../fixtures/csp-watch.ts"
import { useLanguage } from "../fixtures/language.ts"
import { baseUrlOf, pristinePort } from "../fixtures/servers.ts"
import { appReady } from "./app-test.ts"

// Public pages from the server whose content no spec edits: its pages show the demo content as seeded,
// with their inline scripts and styles (sync-server/pages/).
const pristineBase = baseUrlOf(pristinePort)

const languages = ["zh-CN", "en"] as const

// The tests share nothing (each its own page and session): the file's five run side by side.
test.describe.configure({ mode: "parallel" })

/** The script sources of a document answer's policy. */
const scriptSources = (response: Response | null): string[] => {
  const policy = response?.headers()["content-security-policy"] ?? ""
  const directive = policy.split(";").find((part) => part.trim().startsWith("script-src "))
  return directive?.trim().split(/\s+/).slice(1) ?? []
}

/** Fails unless the document was sent with the strict policy (no inline or eval escape hatch). */
const expectStrictPolicy = (response: Response | null, path: string) => {
  const sources = scriptSources(response)
  expect(sources[0], path).toBe("'self'")
  expect(sources, path).not.toContain("'unsafe-inline'")
  expect(sources, path).not.toContain("'unsafe-eval'")
}

/** Fails on any violation reported by the page, any console error or exception, or a header warning so far. */
const expectClean = async (page: Page, watch: PageWatch, path: string) => {
  expect(await watch.violations(), `${path}: CSP violations`).toEqual([])
  expect(watch.errors, `${path}: console errors`).toEqual([])
  // A feature name Chromium does not know in Permissions-Policy is warned about on every page (issue 28).
  expect(
    watch.warnings.filter((line) => line.includes("Permissions-Policy")),
    `${path}: header warnings`,
  ).toEqual([])
}

/** One detail page of each kind, from the public lists (ids as the demo content has them). */
const publicPaths = async (request: APIRequestContext): Promise<string[]> => {
  const firstId = async (api: string) =>
    ((await (await request.get(`${pristineBase}${api}`)).json()) as Array<{ id: number }>)[0]?.id
  const details = await Promise.all(
    [
      ["/employees", "/api/employees"],
      ["/teams", "/api/teams"],
      ["/projects", "/api/projects"],
      ["/tools", "/api/tools"],
      ["/blog", "/api/blog-posts?published=true"],
    ].map(async ([route, api]) => `${route}/${await firstId(api ?? "")}`),
  )
  return [
    "/",
    "/employees",
    "/teams",
    "/projects",
    "/tools",
    "/blog",
    ...details,
    "/contact",
    "/collaboration",
    "/about",
    "/privacy",
    "/terms",
  ]
}

/**
 * The back office: the dashboard and the seven management screens, each with the name of the button
 * that opens its create dialog (as e2e/admin/axe.spec.ts lists them).
 */
const adminScreens: ReadonlyArray<readonly [string, RegExp | null]> = [
  ["/systemadmin", null],
  ["/systemadmin/employees", /^(添加员工|Add employee)$/],
  ["/systemadmin/teams", /^(添加团队|Add team)$/],
  ["/systemadmin/projects", /^(添加项目|Add project)$/],
  ["/systemadmin/tools", /^(添加工具|Add tool)$/],
  ["/systemadmin/blog", /^(写文章|New post)$/],
  ["/systemadmin/collaborations", null],
  ["/systemadmin/settings", null],
]

for (const language of languages) {
  test.describe(() => {
    // Every public page from the server: once installed, the service worker would answer later
    // navigations with the pages it kept instead (e2e/site/pwa.spec.ts checks it).
    test.use({ serviceWorkers: "block" })
    test(`every public page runs under the policy, rendered by the server and hydrated (${language})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      const watch = await watchPage(page)
      await useLanguage(page, language)
      for (const route of await publicPaths(request)) {
        // Each language's own address (docs/pwa.md): `/x` is Chinese, `/en/x` English.
        const path = language === "en" ? `/en${route === "/" ? "" : route}` : route
        const response = await page.goto(`${pristineBase}${path}`)
        expectStrictPolicy(response, path)
        // The server's page, with its inline scripts: what the policy's hashes are for.
        expect(await response?.text(), path).toContain('id="prerendered-loader"')
        await appReady(page)
        await expect(page.locator("html"), path).toHaveAttribute("lang", language)
        await page.waitForLoadState("networkidle")
        await expectClean(page, watch, path)
      }
      // A page that does not exist: the server's 404 page, which the app takes over.
      const missing = await page.goto(`${pristineBase}/no-such-page`)
      expect(missing?.status()).toBe(404)
      expectStrictPolicy(missing, "/no-such-page")
      await appReady(page)
      await expect(page.getByTestId("not-found")).toBeVisible()
      await page.waitForLoadState("networkidle")
      // Chromium reports the document's own 404 on the console (at its address, or the English one
      // a reader who chose English is moved to): that one is the answer asked for.
      const ownStatus = new RegExp(`status of 404 \\(Not Found\\) \\(${pristineBase}(/en)?/no-such-page\\)$`)
      watch.errors.splice(0, watch.errors.length, ...watch.errors.filter((error) => !ownStatus.test(error)))
      await expectClean(page, watch, "/no-such-page")
    })
  })

  test(`the login page and every back-office screen and its create dialog run under the policy (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const watch = await watchPage(page)
    await useLanguage(page, language)
    await loginAsAdmin(page)
    // Before the login, the app asks the server whether there is a session: its 401 is an answer, not
    // a fault, but Chromium logs every 4xx fetch on the console. Nothing else may be there.
    expect(watch.errors.filter((error) => !/status of 401 .*\/api\/user\)$/.test(error))).toEqual([])
    watch.clear()
    await expectClean(page, watch, "/systemadmin/login")
    for (const [path, opener] of adminScreens) {
      const response = await page.goto(path)
      expectStrictPolicy(response, path)
      await expect(page.locator("main h1").first()).toBeVisible()
      await expect(page.getByTestId("skeleton-row")).toHaveCount(0)
      await page.waitForLoadState("networkidle")
      if (opener !== null) {
        // A dialog: react-aria's overlay, focus scope and scroll lock at work under the policy.
        await page.getByRole("button", { name: opener }).click()
        await expect(page.getByRole("dialog")).toBeVisible()
        await page.keyboard.press("Escape")
        await expect(page.getByRole("dialog")).toHaveCount(0)
      }
      await expectClean(page, watch, path)
    }
  })
}

test("the policy is enforced: an injected inline script, an inline handler and eval are blocked and reported", async ({
  page,
}) => {
  const watch = await watchPage(page)
  // A script file of this origin (allowed by 'self') that tries eval: code the page itself runs, not
  // the test's evaluate, which the browser's devtools protocol exempts from the policy.
  await page.route(`${pristineBase}/csp-probe.js`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'try { eval("1"); window.__evalOutcome = "ran" } catch (error) { window.__evalOutcome = error.name }',
    }),
  )
  await page.goto(`${pristineBase}/about`)
  await appReady(page)
  await expectClean(page, watch, "/about")
  const outcome = await page.evaluate(async () => {
    const flags = window as unknown as Record<string, unknown>
    const script = document.createElement("script")
    script.textContent = "window.__injectedScriptRan = true"
    document.head.append(script)
    const handler = document.createElement("button")
    handler.setAttribute("onclick", "window.__injectedHandlerRan = true")
    document.body.append(handler)
    handler.click()
    const probe = document.createElement("script")
    await new Promise((resolve, reject) => {
      probe.onload = resolve
      probe.onerror = reject
      probe.src = "/csp-probe.js"
      document.head.append(probe)
    })
    // Violation events are dispatched in a task of their own.
    await new Promise((resolve) => setTimeout(resolve, 100))
    return {
      scriptRan: flags.__injectedScriptRan === true,
      handlerRan: flags.__injectedHandlerRan === true,
      evalOutcome: flags.__evalOutcome,
    }
  })
  expect(outcome).toEqual({ scriptRan: false, handlerRan: false, evalOutcome: "EvalError" })
  const violations = await watch.violations()
  expect(violations.map((violation) => violation.directive).sort()).toEqual([
    "script-src",
    "script-src-attr",
    "script-src-elem",
  ])
  expect(violations.find((violation) => violation.directive === "script-src")?.blocked).toBe("eval")
  expect(violations.find((violation) => violation.directive === "script-src-elem")?.blocked).toBe("inline")
})

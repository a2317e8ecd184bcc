/**
 * The back office is split from the public bundle: a visitor's `/` downloads no admin code. The marker
 * is a text only the admin code holds; the second half proves the marker is real by finding it in
 * what /systemadmin/login downloads.
 */
import { type Page, expect, test } from "@playwright/test"

const adminMarker = "useAuth must be used within an AuthProvider"

// The service worker is blocked: its precache fetches every chunk, admin ones included.
// The scripts are read twice, from the request events and from the page's own resource timing, and the
// document must have answered 200: a CI run once saw no script at all by networkidle, and a refused or
// odd document is then named in the failure instead of passing as "no admin code".
const scriptsLoadedBy = async (page: Page, path: string): Promise<string[]> => {
  const scripts = new Set<string>()
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(request.url())
  })
  const response = await page.goto(path, { waitUntil: "networkidle" })
  expect(response?.status(), `GET ${path}`).toBe(200)
  await expect(page.locator("#root > *").first()).toBeAttached()
  const timed = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith(".js")),
  )
  for (const url of timed) scripts.add(url)
  return [...scripts]
}

const holdingMarker = async (page: Page, urls: ReadonlyArray<string>): Promise<string[]> => {
  const found: string[] = []
  for (const url of urls) {
    if ((await (await page.request.get(url)).text()).includes(adminMarker)) found.push(url)
  }
  return found
}

test("the public home page loads no back-office code; the admin login does", async ({ browser }) => {
  const visitor = await browser.newPage({ serviceWorkers: "block" })
  const home = await scriptsLoadedBy(visitor, "/")
  expect(home.length).toBeGreaterThan(0)
  expect(await holdingMarker(visitor, home)).toEqual([])
  await visitor.close()

  const admin = await browser.newPage({ serviceWorkers: "block" })
  const login = await scriptsLoadedBy(admin, "/systemadmin/login")
  expect(await holdingMarker(admin, login)).not.toEqual([])
  await admin.close()
})

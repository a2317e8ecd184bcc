/**
 * What the home page costs the browser's main thread while the app starts (vite.config.ts): the files
 * whose functions the hydration calls ask V8 to compile them while they stream in, off the main
 * thread; code that runs later (Effect, the sync engine) or only in small part (Dexie) does not.
 */
import { type Response } from "@playwright/test"
import { baseUrlOf, pristinePort } from "../fixtures/servers.ts"
import { test } from "./app-test.ts"
import { expect } from "./pages-helpers.ts"

// The server whose content no spec edits: its pages show the demo content as seeded, and their
// preloads are what the second test reads.
test.use({ baseURL: baseUrlOf(pristinePort) })

const compileHint = "//# allFunctionsCalledOnLoad\n"

/** The app's files the page loaded, by the name their file starts with ("react", "effect", ...). */
const scriptsOf = (responses: readonly Response[]) =>
  new Map(
    responses
      .filter((response) => /\/assets\/[\w-]+\.js$/.test(response.url()))
      .map((response) => [(/\/assets\/([a-z]+)-/.exec(response.url()) ?? [])[1] ?? "", response]),
  )

test("the code the hydration runs is compiled as it streams in, the code it runs later is not", async ({
  page,
}) => {
  const responses: Response[] = []
  page.on("response", (response) => responses.push(response))
  await page.goto("/")
  // The sync engine comes after the first paint; its Effect file is among the last to arrive.
  await expect.poll(() => scriptsOf(responses).has("effect")).toBe(true)
  const scripts = scriptsOf(responses)
  for (const name of ["react", "framework", "app", "routes"]) {
    const file = scripts.get(name)
    expect(file, `the home page loads a "${name}" file`).toBeDefined()
    expect((await file?.text())?.startsWith(compileHint), `${name} asks for compilation on load`).toBe(true)
  }
  for (const name of ["effect", "data"]) {
    const file = scripts.get(name)
    expect(file, `the home page loads a "${name}" file`).toBeDefined()
    expect((await file?.text())?.startsWith("//#"), `${name} is compiled as it is called`).toBe(false)
  }
})

/** The files a rendered page preloads for its hydration (shared/prerender-html.ts), both languages. */
const hydrationPreloadsOf = (html: string): string[] =>
  [...html.matchAll(/\[("\/assets\/[^\]]*)\]/g)].flatMap((match) =>
    (JSON.parse(`[${match[1] ?? ""}]`) as string[]).map((path) => path.replace(/^\/assets\//, "")),
  )

test("a page's hydration loads its own code, not the sync engine's schemas", async ({ request }) => {
  // (The forms of /contact and /collaboration validate with the schemas, so their pages do load them.)
  for (const path of ["/", "/employees", "/blog", "/blog/3", "/projects/1", "/teams/1", "/tools/1"]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const preloads = hydrationPreloadsOf(await response.text())
    expect(preloads.length, `${path} preloads its hydration's files`).toBeGreaterThan(5)
    expect(
      preloads.some((file) => file.startsWith("framework-")),
      `${path} preloads the router`,
    ).toBe(true)
    for (const later of ["effect-", "schemas-", "engine-"])
      expect(
        preloads.filter((file) => file.startsWith(later)),
        `${path} leaves ${later} to after the hydration`,
      ).toEqual([])
  }
})

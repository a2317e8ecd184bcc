/**
 * What the home page costs the browser's main thread while the app starts (vite.config.ts): the files
 * whose functions the hydration calls ask V8 to compile them while they stream in, off the main
 * thread; code that runs later (Effect, the sync engine) or only in small part (Dexie) does not.
 */
import { type Response } from "@playwright/test"
import { test } from "./app-test.ts"
import { expect } from "./pages-helpers.ts"

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

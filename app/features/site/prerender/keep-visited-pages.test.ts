/**
 * The service worker's script of keep-visited-pages.ts, run in a stand-in worker scope: on activate it
 * drops the pages caches of other versions of the app (a new bundle must not hydrate an old bundle's
 * markup) and keeps the open windows' pages in its own version's cache.
 */
import { describe, expect, test } from "vitest"
import {
  isOutdatedPagesCache,
  keepVisitedPagesScript,
  pagesCacheNameFor,
  pagesCachePrefix,
} from "./keep-visited-pages.ts"

/** A Cache Storage in memory: cache name -> (address -> body). */
const cacheStorage = (initial: Record<string, Record<string, string>>) => {
  const stores = new Map(
    Object.entries(initial).map(([name, pages]) => [name, new Map(Object.entries(pages))]),
  )
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>()
    stores.set(name, store)
    return {
      match: (url: string) => Promise.resolve(store.has(url) ? new Response(store.get(url)) : undefined),
      put: async (url: string, response: Response) => {
        store.set(url, await response.text())
      },
    }
  }
  return {
    stores,
    api: {
      keys: () => Promise.resolve([...stores.keys()]),
      delete: (name: string) => Promise.resolve(stores.delete(name)),
      open: (name: string) => Promise.resolve(open(name)),
    },
  }
}

/** Runs the script in a stand-in worker scope and fires "activate"; resolves once its work is done. */
const activate = async (
  script: string,
  caches: ReturnType<typeof cacheStorage>["api"],
  windows: readonly string[],
  fetched: string[],
  /** Runs while the server "answers" a fetch: what the page does meanwhile. */
  whileFetching: (url: string) => Promise<void> = () => Promise.resolve(),
) => {
  let listener: ((event: { waitUntil: (work: Promise<unknown>) => void }) => void) | undefined
  const self = {
    location: new URL("https://site.example/sw.js"),
    addEventListener: (type: string, handler: typeof listener) => {
      if (type === "activate") listener = handler
    },
    clients: { matchAll: () => Promise.resolve(windows.map((url) => ({ url }))) },
  }
  const fetchPage = async (url: string) => {
    fetched.push(url)
    await whileFetching(url)
    return new Response(`page of ${new URL(url).pathname}`, { status: 200 })
  }
  new Function("self", "caches", "fetch", script)(self, caches, fetchPage)
  let work: Promise<unknown> = Promise.resolve()
  listener?.({ waitUntil: (promise) => (work = promise) })
  await work
}

describe("the pages cache's name per build", () => {
  test("each build names its own cache; every other version's (and the unversioned one) is outdated", () => {
    const current = pagesCacheNameFor("b2")
    expect(current).toBe(`${pagesCachePrefix}-b2`)
    expect(isOutdatedPagesCache(pagesCacheNameFor("b1"), current)).toBe(true)
    expect(isOutdatedPagesCache(pagesCachePrefix, current)).toBe(true)
    expect(isOutdatedPagesCache(current, current)).toBe(false)
    // Other caches of the site are not the pages': the pictures, Workbox's precache.
    expect(isOutdatedPagesCache("site-images", current)).toBe(false)
    expect(isOutdatedPagesCache("workbox-precache-v2-https://site.example/", current)).toBe(false)
  })
})

describe("the worker's activate", () => {
  test("drops the other versions' pages, keeps the other caches, and keeps the open windows' pages", async () => {
    const current = pagesCacheNameFor("new")
    const storage = cacheStorage({
      [pagesCachePrefix]: { "https://site.example/": "very old" },
      [pagesCacheNameFor("old")]: { "https://site.example/employees": "old bundle's page" },
      "site-images": { "https://site.example/demo/a.svg": "<svg/>" },
      [current]: { "https://site.example/teams": "kept already" },
    })
    const fetched: string[] = []
    await activate(
      keepVisitedPagesScript(current),
      storage.api,
      [
        "https://site.example/employees#top",
        "https://site.example/teams",
        "https://site.example/api/health",
        "https://elsewhere.example/",
      ],
      fetched,
    )
    expect([...storage.stores.keys()].sort()).toEqual([current, "site-images"].sort())
    // The page not kept yet is fetched (without its fragment); the kept one, the API and other sites are not.
    expect(fetched).toEqual(["https://site.example/employees"])
    expect(Object.fromEntries(storage.stores.get(current) ?? [])).toEqual({
      "https://site.example/teams": "kept already",
      "https://site.example/employees": "page of /employees",
    })
    // Its rule is the one the app's code states.
    for (const name of [pagesCachePrefix, pagesCacheNameFor("old")])
      expect(isOutdatedPagesCache(name, current), name).toBe(true)
  })

  test("does not put the server's answer over a render the page kept while the server answered", async () => {
    const current = pagesCacheNameFor("new")
    const storage = cacheStorage({})
    const fetched: string[] = []
    await activate(
      keepVisitedPagesScript(current),
      storage.api,
      ["https://site.example/employees"],
      fetched,
      async (url) => {
        const cache = await storage.api.open(current)
        await cache.put(url, new Response("the app's own render"))
      },
    )
    expect(fetched).toEqual(["https://site.example/employees"])
    expect(storage.stores.get(current)?.get("https://site.example/employees")).toBe("the app's own render")
  })
})

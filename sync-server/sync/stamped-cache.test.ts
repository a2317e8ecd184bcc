import { describe, expect, test } from "vitest"
import { StampedCache } from "./stamped-cache.ts"

const later = <T>(value: T, ms = 5): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms))

describe("StampedCache: a value kept while its stamp is the current one", () => {
  test("a burst of readers of one page at one stamp renders it once", async () => {
    const cache = new StampedCache<string>(10)
    let renders = 0
    const render = () => {
      renders++
      return later("page")
    }
    const pages = await Promise.all(Array.from({ length: 50 }, () => cache.get("/employees", "1", render)))
    expect(new Set(pages)).toEqual(new Set(["page"]))
    expect(renders).toBe(1)
    await cache.get("/employees", "1", render)
    expect(renders).toBe(1)
  })

  test("a new stamp renders again; the old page is never answered for it", async () => {
    const cache = new StampedCache<string>(10)
    expect(await cache.get("/", "1", () => later("old"))).toBe("old")
    expect(await cache.get("/", "2", () => later("new"))).toBe("new")
    expect(await cache.get("/", "2", () => later("unused"))).toBe("new")
  })

  test("a render for an older stamp that ends after a newer one does not replace it", async () => {
    const cache = new StampedCache<string>(10)
    const slowOld = cache.get("/", "1", () => later("old", 30))
    expect(await cache.get("/", "2", () => later("new", 1))).toBe("new")
    expect(await slowOld).toBe("old")
    expect(await cache.get("/", "2", () => later("unused"))).toBe("new")
  })

  test("bounded: the least recently used page goes first", async () => {
    const cache = new StampedCache<string>(2)
    await cache.get("/a", "1", () => later("a"))
    await cache.get("/b", "1", () => later("b"))
    await cache.get("/a", "1", () => later("unused"))
    await cache.get("/c", "1", () => later("c"))
    expect(cache.size).toBe(2)
    expect(await cache.get("/a", "1", () => later("a again"))).toBe("a")
    expect(await cache.get("/b", "1", () => later("b again"))).toBe("b again")
  })

  test("a render that fails is not kept: the next reader renders again", async () => {
    const cache = new StampedCache<string>(10)
    await expect(cache.get("/", "1", () => Promise.reject(new Error("no database")))).rejects.toThrow()
    expect(await cache.get("/", "1", () => later("page"))).toBe("page")
  })
})

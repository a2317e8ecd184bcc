/**
 * The built app's files over real HTTP: compressed copies, the build's own workings kept out of reach,
 * index.html for every page when the build has no server renderer (the pages the server renders are
 * sync-server/pages/live-pages.test.ts's), and the remembered file lookups.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { brotliCompressSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { type RunningServer, startServer } from "../server.ts"
import { staticServerOptions } from "../test-support/static-server-options.ts"
import { cachedExists } from "./static.ts"

describe("cachedExists", () => {
  test("asks the disk once per path: a file created later stays unknown", () => {
    const dir = mkdtempSync(join(tmpdir(), "cached-exists-"))
    try {
      const exists = cachedExists()
      const file = join(dir, "later.txt")
      expect(exists(file)).toBe(false)
      writeFileSync(file, "x")
      expect(exists(file)).toBe(false)
      expect(cachedExists()(file)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("a build folder without the server's renderer", () => {
  let running: RunningServer
  let base: string
  let dir: string
  let dist: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sync-server-static-"))
    // Under a dot-folder on purpose, like `STATIC_DIR=.tmp/dist-x`.
    dist = join(dir, ".tmp", "dist")
    mkdirSync(join(dist, "assets"), { recursive: true })
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>")
    writeFileSync(join(dist, "assets", "app-1234.js"), "console.log('app')")
    writeFileSync(join(dist, "assets", "app-1234.js.br"), brotliCompressSync("console.log('app')"))
    // What an older build left, and the build's own workings: never sent as files.
    for (const [file, text] of [
      ["prerendered/blog/3.html", "<!doctype html><title>post 3</title>"],
      ["prerendered/stamp.txt", "12:34"],
      ["ssr/chunk.js", "export const secret = 1"],
      [".vite/manifest.json", '{"isEntry":true}'],
    ] as const) {
      mkdirSync(dirname(join(dist, file)), { recursive: true })
      writeFileSync(join(dist, file), text)
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text))
    }
    running = await startServer(staticServerOptions(join(dir, "site.db"), dist))
    base = `http://127.0.0.1:${running.port}`
  })
  afterAll(async () => {
    await running.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const titleOf = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers })
    expect(response.headers.get("cache-control"), path).toBe("no-cache")
    return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]
  }

  test("every page address gets index.html (the app renders the page)", async () => {
    for (const path of ["/", "/employees", "/blog/3", "/systemadmin/login", "/no-such-page", "/a/../b"]) {
      expect(await titleOf(path), path).toBe("shell")
    }
  })

  test("a built file goes out as its brotli copy to a browser that accepts it, cached for a year", async () => {
    const response = await fetch(`${base}/assets/app-1234.js`, { headers: { "accept-encoding": "br" } })
    expect(response.headers.get("content-encoding")).toBe("br")
    expect(response.headers.get("cache-control")).toContain("immutable")
    expect(await response.text()).toBe("console.log('app')")
  })

  test("what an older build prerendered and the build's own workings are not reachable as files", async () => {
    for (const path of [
      "/prerendered/blog/3.html",
      "/prerendered/stamp.txt",
      "/ssr/chunk.js",
      "/.vite/manifest.json",
      "/assets/../ssr/chunk.js",
      "/%73sr/chunk.js",
    ]) {
      for (const encoding of ["br", "identity"]) {
        const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": encoding } })
        const text = await response.text()
        expect(text, path).not.toMatch(/post 3|12:34|secret|isEntry/)
      }
    }
  })

  test("/api is never answered with a page", async () => {
    const response = await fetch(`${base}/api/missing`)
    expect(response.status).toBe(404)
    expect(response.headers.get("content-type")).toContain("application/json")
  })
})

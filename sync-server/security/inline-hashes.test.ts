import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, test } from "vitest"
import { developmentDirectives, siteDirectives } from "./content-security-policy.ts"
import {
  cspHashesFile,
  inlineHashesOf,
  readBuildHashes,
  sha256Source,
  writeBuildHashes,
} from "./inline-hashes.ts"

// Known answers: sha256("") and sha256("alert(1)") in base64.
const emptyHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
const alertHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"

describe("inlineHashesOf", () => {
  test("hashes the exact text of inline scripts and styles", () => {
    expect(sha256Source("")).toBe(emptyHash)
    expect(sha256Source("alert(1)")).toBe(alertHash)
    const html = `<head><style id="x">a{b:c}</style></head><body><script>alert(1)</script><script></script></body>`
    expect(inlineHashesOf(html)).toEqual({
      scripts: [alertHash, emptyHash],
      styles: [sha256Source("a{b:c}")],
    })
  })

  test("leaves out what the browser does not run inline: data blocks and scripts with a src", () => {
    const html =
      `<script type="application/json" id="d">{"a":1}</script>` +
      `<script type="module" crossorigin src="/assets/app.js"></script>` +
      `<script type="module">alert(1)</script><script type="text/javascript">alert(1)</script>`
    expect(inlineHashesOf(html)).toEqual({ scripts: [alertHash], styles: [] })
  })
})

describe("the build's hash file", () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  })

  const build = () => {
    dir = mkdtempSync(join(tmpdir(), "csp-hashes-"))
    mkdirSync(join(dir, "prerendered", "blog"), { recursive: true })
    writeFileSync(join(dir, "index.html"), "<style>a{}</style>")
    writeFileSync(join(dir, "prerendered", "index.html"), "<script>alert(1)</script><style>a{}</style>")
    writeFileSync(join(dir, "prerendered", "blog", "3.html"), "<script></script>")
    return dir
  }

  test("covers index.html and every prerendered page; the server reads it back", () => {
    const folder = build()
    const written = writeBuildHashes(folder)
    expect(written).toEqual({ scripts: [alertHash, emptyHash].sort(), styles: [sha256Source("a{}")] })
    // Pages changed after the build do not change the policy: the file written by the build decides.
    writeFileSync(join(folder, "index.html"), "<script>other()</script>")
    expect(readBuildHashes(folder)).toEqual(written)
  })

  test("without the file, the server hashes the built pages itself; without a build, nothing", () => {
    const folder = build()
    expect(readBuildHashes(folder).scripts).toEqual([alertHash, emptyHash].sort())
    expect(readBuildHashes(undefined)).toEqual({ scripts: [], styles: [] })
    expect(readBuildHashes(join(folder, "missing"))).toEqual({ scripts: [], styles: [] })
  })

  test("a damaged file stops the server's start instead of allowing anything", () => {
    const folder = build()
    writeFileSync(join(folder, cspHashesFile), JSON.stringify({ scripts: ["'unsafe-inline'"], styles: [] }))
    expect(() => readBuildHashes(folder)).toThrow(/sha256/)
  })
})

describe("the policy", () => {
  test("production scripts: this origin and the given hashes only", () => {
    const directives = siteDirectives({ scripts: [alertHash], styles: [emptyHash] })
    expect(directives["script-src"]).toEqual(["'self'", alertHash])
    expect(directives["style-src-elem"]).toEqual(["'self'", emptyHash])
    expect(JSON.stringify(directives)).not.toContain("unsafe-eval")
  })

  test("the development policy (npm run dev only) relaxes scripts and styles for Vite's dev server", () => {
    const directives = developmentDirectives()
    expect(directives["script-src"]).toContain("'unsafe-inline'")
    expect(directives["frame-ancestors"]).toEqual(["'none'"])
    expect(directives["object-src"]).toEqual(["'none'"])
  })
})

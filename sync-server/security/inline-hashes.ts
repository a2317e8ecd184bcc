/**
 * The `sha256-` sources of the built pages' inline scripts and styles, for the Content-Security-Policy
 * (content-security-policy.ts). The build writes them to `csp-hashes.json` in the build folder
 * (vite.config.ts for index.html, then scripts/prerender.ts for every prerendered page too); the server
 * reads that file once when it starts, and computes the same from the built pages only when the file is
 * missing (a build folder made by hand, or one from before this file existed).
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"

export interface InlineHashes {
  /** CSP sources (`'sha256-…'`) of inline `<script>` elements that run (not JSON data blocks). */
  readonly scripts: readonly string[]
  /** CSP sources of inline `<style>` elements. */
  readonly styles: readonly string[]
}

/** Where the build writes the hashes, relative to the build folder. */
export const cspHashesFile = "csp-hashes.json"

/** The CSP source for an inline element whose text is `text` (its exact characters, as in the page). */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const scriptPattern = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi
const stylePattern = /<style(\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi
const typePattern = /\stype\s*=\s*["']?([^"'\s>]+)/i

/** Script types a browser runs; anything else (`application/json`) is a data block, which CSP ignores. */
const runs = (attributes: string): boolean => {
  if (/\ssrc\s*=/i.test(attributes)) return false
  const type = typePattern.exec(attributes)?.[1]?.toLowerCase()
  return type === undefined || type === "module" || type.endsWith("javascript") || type.endsWith("ecmascript")
}

/** The hashes of the inline scripts and styles of one HTML document. */
export const inlineHashesOf = (html: string): InlineHashes => {
  const scripts = [...html.matchAll(scriptPattern)]
    .filter((match) => runs(match[1] ?? ""))
    .map((match) => sha256Source(match[2] ?? ""))
  const styles = [...html.matchAll(stylePattern)].map((match) => sha256Source(match[2] ?? ""))
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] }
}

/** The union of several documents' hashes, each source once, sorted (the same input gives the same policy). */
export const mergeHashes = (all: Iterable<InlineHashes>): InlineHashes => {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const hashes of all) {
    for (const source of hashes.scripts) scripts.add(source)
    for (const source of hashes.styles) styles.add(source)
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

const htmlFilesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) return htmlFilesUnder(path)
        return name.endsWith(".html") ? [path] : []
      })
    : []

/** Every page the server may send from a build folder: index.html and the prerendered pages. */
export const builtPages = (buildDir: string): string[] => [
  ...(existsSync(join(buildDir, "index.html")) ? [join(buildDir, "index.html")] : []),
  ...htmlFilesUnder(join(buildDir, "prerendered")),
]

/** The hashes of every page of a build folder, from the pages themselves. */
export const hashesOfBuild = (buildDir: string): InlineHashes =>
  mergeHashes(builtPages(buildDir).map((path) => inlineHashesOf(readFileSync(path, "utf8"))))

/** Writes the build's hashes to its `csp-hashes.json` (a build step); returns them. */
export const writeBuildHashes = (buildDir: string): InlineHashes => {
  const hashes = hashesOfBuild(buildDir)
  writeFileSync(join(buildDir, cspHashesFile), `${JSON.stringify(hashes, null, 2)}\n`)
  return hashes
}

const sourcePattern = /^'sha256-[A-Za-z0-9+/]{43}='$/

const isSourceList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string" && sourcePattern.test(item))

/**
 * The hashes the server's policy allows for a build folder: its `csp-hashes.json`, or, without one,
 * those of its pages as they are now (read once, at start). No build folder: none.
 */
export const readBuildHashes = (buildDir: string | undefined): InlineHashes => {
  if (buildDir === undefined) return { scripts: [], styles: [] }
  const file = join(buildDir, cspHashesFile)
  if (!existsSync(file)) return hashesOfBuild(buildDir)
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<keyof InlineHashes, unknown>>
  if (!isSourceList(parsed.scripts) || !isSourceList(parsed.styles))
    throw new Error(`${file} is not a list of sha256 sources: rebuild the app`)
  return { scripts: parsed.scripts, styles: parsed.styles }
}

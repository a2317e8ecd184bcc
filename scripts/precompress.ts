/**
 * After `vite build` (into `dist`, or BUILD_DIR, or the folder given): writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of
 * the build, once, at maximum quality, so the server sends compressed bytes without compressing per
 * request (sync-server/pages/static.ts picks the copy the browser accepts).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { compiledServerDir, serverRendererDir } from "../sync-server/pages/renderer-files.ts"

const compressible = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
])
/** Below this, the headers cost more than compression saves. */
const minBytes = 1024

/** The build's own workings, which the server reads or runs and never sends (the renderer, the server, Vite's manifest). */
const notSent = new Set([serverRendererDir, compiledServerDir, ".vite"])

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (notSent.has(name)) return []
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

const root = process.argv[2] ?? process.env.BUILD_DIR ?? "dist"
let files = 0
let before = 0
let after = 0
for (const path of walk(root)) {
  if (!compressible.has(extname(path))) continue
  const bytes = readFileSync(path)
  if (bytes.length < minBytes) continue
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
  files++
  before += bytes.length
  after += br.length
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
)

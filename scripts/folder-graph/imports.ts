/**
 * Reads the relative imports of one source file (static, re-exports, side-effect and dynamic
 * `import()`), resolved to repository paths. A regex is enough: the code base imports with explicit
 * `.ts`/`.tsx` extensions, and the folder graph only needs the edges, not the bindings.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g

/** Repository-relative paths (posix) of the files `file` imports with a relative specifier. */
export const relativeImports = (root: string, file: string): string[] => {
  const text = readFileSync(join(root, file), "utf8")
  const found: string[] = []
  for (const match of text.matchAll(importPattern)) {
    const target = resolveSpecifier(root, file, match[1]!)
    if (target !== undefined) found.push(target)
  }
  return found
}

const resolveSpecifier = (root: string, file: string, specifier: string): string | undefined => {
  const base = join(dirname(join(root, file)), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base.replace(/\.js$/, ".ts")]
  const hit = candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith("/"))
  return hit === undefined ? undefined : relative(root, hit).split("\\").join("/")
}

/**
 * What a rendered page loads to hydrate: the app's entry, the files of its start-up steps (index.html's
 * module preloads, vite.config.ts `preloadEntrySteps`), the page's language's texts (the site's part,
 * i18n/dictionary-parts.ts) and the code of the routes it matched, each with every file it imports. Read from the build's manifest
 * (`.vite/manifest.json`), so the list follows the build, whatever its file names.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { ContentLanguage } from "../../schema/localized.ts"

interface ManifestChunk {
  readonly file: string
  readonly imports?: readonly string[]
}

type Manifest = Readonly<Record<string, ManifestChunk>>

export const manifestFile = ".vite/manifest.json"

/** The file of a route's code split off by the router's build plugin (autoCodeSplitting). */
const splitSuffix = "?tsr-split=component"

/** Where a route's file can be: `/employees/` is employees/index.tsx, `/employees/$id` employees/$id.tsx. */
const routeFileCandidates = (routeId: string): string[] => {
  const base = `app/routes${routeId.replace(/\/$/, "/index")}`
  return [`${base}.tsx`, `${base}/index.tsx`, `${base}/route.tsx`]
}

export interface PageScripts {
  /** The module files of a page in `language` that matched `routeIds`, in load order, without duplicates. */
  readonly forPage: (language: ContentLanguage, routeIds: readonly string[]) => readonly string[]
}

/** Reads the manifest of the build in `staticDir`; undefined when the build has none. */
export const readPageScripts = (
  staticDir: string,
  entryPreloads: readonly string[],
): PageScripts | undefined => {
  const path = join(staticDir, manifestFile)
  if (!existsSync(path)) return undefined
  const manifest = JSON.parse(readFileSync(path, "utf8")) as Manifest

  /** A chunk's file and, before it, every file it imports (depth first, each once). */
  const withImports = (key: string, into: Set<string>): void => {
    const chunk = manifest[key]
    if (chunk === undefined) return
    const file = `/${chunk.file}`
    if (into.has(file)) return
    for (const imported of chunk.imports ?? []) withImports(imported, into)
    into.add(file)
  }

  const known = new Map<string, readonly string[]>()
  return {
    forPage: (language, routeIds) => {
      const key = `${language}\n${routeIds.join("\n")}`
      const remembered = known.get(key)
      if (remembered !== undefined) return remembered
      const files = new Set<string>(entryPreloads)
      withImports(`app/i18n/${language}/site-texts.ts`, files)
      for (const routeId of routeIds) {
        const routeFile = routeFileCandidates(routeId).find((file) => `${file}${splitSuffix}` in manifest)
        if (routeFile !== undefined) withImports(`${routeFile}${splitSuffix}`, files)
      }
      const list = [...files]
      // Keys are route ids the router matched: a few dozen at most.
      known.set(key, list)
      return list
    },
  }
}

/**
 * Prints the folder import graph of sync-server/ and of app/ and the cycles in each (issue 27,
 * item 2: imports run one way). Part of `npm run check`: exits 1 when either tree has a folder cycle.
 *
 * A folder is the node the lint rings are drawn on (eslint/app-boundaries.js): `sync-server/<folder>`
 * (a file directly in sync-server/ is its own node), `app/<folder>`, and each kit under `app/features/`
 * (`app/features/admin/forms`, `app/features/site/blog`…), so two kits importing each other is a
 * cycle. Tests (`*.test.ts(x)`) and sync-server/test-support/ may import anything, so they are not
 * part of the graph. Imports leaving the tree (to app/, scripts/, schema/…) are listed under the graph.
 * `--samples` lists the imports behind each edge.
 *
 *   node --import tsx scripts/folder-graph.ts [--samples]
 */
import { readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { addEdge, cycles, mutualPairs } from "./folder-graph/graph.ts"
import { relativeImports } from "./folder-graph/imports.ts"

const root = join(import.meta.dirname, "..")
const showSamples = process.argv.slice(2).includes("--samples")

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith("sync-server/test-support/")

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((path) => !isTest(path) && !path.includes("/node_modules/"))

/** The graph node of a path: two levels, four under app/features/ (a kit of the site or the back office). */
const folderOf = (path: string): string => {
  const parts = path.split("/")
  const depth = parts[0] === "app" && parts[1] === "features" ? 4 : 2
  return parts.slice(0, Math.min(depth, parts.length)).join("/")
}

/** Prints one tree's graph and cycles; returns how many folder cycles it has. */
const report = (tree: string): number => {
  const graph = new Map<string, Map<string, string[]>>()
  const leaving = new Map<string, string[]>()
  for (const file of sourceFiles(tree)) {
    for (const target of relativeImports(root, file)) {
      const from = folderOf(file)
      const to = folderOf(target)
      if (!target.startsWith(`${tree}/`)) {
        const key = `${from} -> ${target.split("/")[0]}/`
        leaving.set(key, [...(leaving.get(key) ?? []), `${file} -> ${target}`])
      } else if (from !== to) addEdge(graph, from, to, `${file} -> ${target}`)
    }
  }
  console.log(`\n## ${tree}/ folder graph`)
  for (const from of [...graph.keys()].sort()) {
    const targets = graph.get(from)!
    console.log(`${from} -> ${[...targets.keys()].sort().join(", ")}`)
    if (showSamples) for (const [to, samples] of targets) console.log(`    ${to}: ${samples.join("; ")}`)
  }
  if (leaving.size > 0) {
    console.log(`imports leaving ${tree}/:`)
    for (const [key, samples] of [...leaving].sort()) console.log(`  ${key} (${samples.length})`)
  }
  const found = cycles(graph)
  const pairs = mutualPairs(graph)
  console.log(`${tree}/: ${found.length} folder cycle(s), ${pairs.length} mutually importing pair(s)`)
  for (const cycle of found) console.log(`  cycle: ${cycle.join(" ~ ")}`)
  for (const pair of pairs) {
    const [a, b] = pair.split(" <-> ") as [string, string]
    console.log(`  pair: ${pair}   e.g. ${graph.get(a)!.get(b)![0]} | ${graph.get(b)!.get(a)![0]}`)
  }
  return found.length
}

const serverCycles = report("sync-server")
const appCycles = report("app")
if (serverCycles > 0 || appCycles > 0) {
  console.error(`\nfolder cycles: sync-server ${serverCycles}, app ${appCycles}`)
  process.exit(1)
}

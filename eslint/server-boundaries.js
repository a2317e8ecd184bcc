/**
 * Import boundaries of the server (issue 27, item 2): the rings of sync-server/ and what it may import.
 * Imported by eslint.config.js; `npm run lint` (part of `npm run check`) fails on a reversed import, so
 * the server's folders cannot grow a loop again (scripts/folder-graph.ts prints the graph; the rule is
 * tested in scripts/server-boundaries.test.ts).
 *
 * A folder is `sync-server/<folder>`, and a file directly in sync-server/ is one of its own (the same
 * nodes as the folder graph). The folders are listed lowest first, in four rings:
 *   core     config and the settings it reads, HTTP basics (the error class, body and id checks, the
 *            request shape of a write, the drain), the database connection, tables and migrations
 *   content  sessions and limits (auth), the change log and feed (sync), the server context, the audit
 *            trail, the row store, the write pipeline (writes: route, idempotency, If-Match), the
 *            enquiry limits (abuse), scheduled publishing (schedule)
 *   api      security headers and CSRF, the routers, the search-engine files, the public pages, media,
 *            the team accounts' API, draft preview links
 *   process  bootstrap and demo seeding, the Express wiring, starting and stopping, the command lines
 * A file may import only folders listed before its own (so, within a ring too, imports run one way).
 * Tests (`*.test.ts`) and sync-server/test-support/ may import anything. Outside sync-server/ the
 * server imports only schema/ and shared/ (never app/ or scripts/; scripts/ may import the server);
 * shared/ itself imports only schema/ and shared/.
 *
 * A local rule rather than a plugin: it reads the same folder nodes as the graph, with no dependency.
 */
import { dirname, relative, resolve } from "node:path"

const root = resolve(import.meta.dirname, "..")

/** The folders of sync-server/, lowest first; each may import only those before it. */
export const serverRings = [
  { ring: "core", folders: ["project-root.ts", "enquiry-limits.ts", "config.ts", "http", "db"] },
  {
    ring: "content",
    folders: ["auth", "sync", "context.ts", "audit", "store", "writes", "abuse", "schedule"],
  },
  { ring: "api", folders: ["security", "routes", "seo", "pages", "media", "accounts", "preview", "app.ts"] },
  {
    ring: "process",
    folders: [
      "bootstrap",
      "server.ts",
      "durability",
      "main.ts",
      "cluster.ts",
      "dev.ts",
      "cli",
      "scale-fixture",
    ],
  },
]

/** Top-level folders the server and shared/ may import besides their own. */
const serverMayImport = ["schema", "shared"]

const order = new Map(serverRings.flatMap(({ folders }) => folders).map((folder, index) => [folder, index]))
const ringOf = new Map(serverRings.flatMap(({ ring, folders }) => folders.map((folder) => [folder, ring])))

const repoPath = (absolute) => relative(root, absolute).split("\\").join("/")

/** The message for an import of `target` (repository path) from `file`, or undefined if it is allowed. */
export const boundaryProblem = (file, target) => {
  if (target.startsWith("..")) return undefined
  const [fromTop, fromFolder] = file.split("/")
  const [toTop, toFolder] = target.split("/")
  if (fromTop === "shared")
    return toTop === "shared" || toTop === "schema"
      ? undefined
      : `shared/ is pure: it imports only schema/ and shared/, not ${toTop}/.`
  if (toTop !== "sync-server") {
    if (serverMayImport.includes(toTop)) return undefined
    return `The server never imports ${toTop}/: move what both need to shared/ (or schema/).`
  }
  const from = order.get(fromFolder)
  const to = order.get(toFolder)
  if (from === undefined)
    return `sync-server/${fromFolder} is in no ring: add it to eslint/server-boundaries.js.`
  if (to === undefined) return `sync-server/${toFolder} is in no ring: add it to eslint/server-boundaries.js.`
  if (from === to || to < from) return undefined
  return (
    `sync-server/${fromFolder} (${ringOf.get(fromFolder)}) may not import sync-server/${toFolder} ` +
    `(${ringOf.get(toFolder)}, listed after it): imports run one way (eslint/server-boundaries.js).`
  )
}

const ringsRule = {
  meta: { type: "problem", schema: [], docs: { description: "Imports of the server run one way." } },
  create(context) {
    const file = repoPath(context.filename)
    const check = (source) => {
      if (typeof source?.value !== "string" || !source.value.startsWith(".")) return
      const message = boundaryProblem(file, repoPath(resolve(dirname(context.filename), source.value)))
      if (message !== undefined) context.report({ node: source, message })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    }
  },
}

export default [
  {
    files: ["sync-server/**/*.{ts,tsx}", "shared/**/*.ts"],
    ignores: ["**/*.test.ts", "sync-server/test-support/**"],
    plugins: { "server-boundaries": { rules: { rings: ringsRule } } },
    rules: { "server-boundaries/rings": "error" },
  },
]

/**
 * Import boundaries of the app (issue 27, item 2): which folders of app/ may import which.
 * Imported by eslint.config.js; `npm run lint` (part of `npm run check`) fails on a reversed import,
 * as scripts/app-boundaries.test.ts shows.
 *
 * Imports run one way, each layer importing only the layers below it:
 *
 *   app/main.tsx -> app/start -> app/routes -> app/features -> app/ui -> app/sync -> app/db -> schema/
 *
 * - app/main.tsx: the entry; it starts the app in steps (app/start/start-app.tsx).
 * - app/start: the app's start in the browser, its render to markup (the server's and the offline
 *   copy's), the router's options: the one place that joins the route tree, the features and the app.
 * - app/routes: thin files that give features their addresses.
 * - app/features/{site,admin}/<kit>: the public site's and the back office's kits. A kit may import
 *   the kits of its own side; the back office may use the site's kits, never the other way round (a
 *   public page never loads back-office code).
 * - app/ui (the shared widgets), then app/sync (the local-first engine), then app/db (the local
 *   database), then app/i18n (the translations); schema/ and shared/ (what the server and the app
 *   share) and public/ (static files) are below everything.
 * Nothing in app/ imports scripts/, sync-server/, e2e/ or bench/. Tests follow the rules of their folder.
 *
 * The rule is eslint-plugin-boundaries' `boundaries/dependencies` (not `no-restricted-imports`, which
 * eslint.config.js sets for app/** already: a second one for the same files would replace it).
 */
import boundaries from "eslint-plugin-boundaries"

const below = ["schema", "shared", "public"]

/** The app's folders (matched from the project's root) and the layers each may import besides its own. */
const layers = [
  { type: "start", pattern: "app/start", mayImport: ["routes", "site", "admin", "ui", "sync", "db", "i18n"] },
  { type: "routes", pattern: "app/routes", mayImport: ["site", "admin", "ui", "sync", "db", "i18n"] },
  { type: "admin", pattern: "app/features/admin/*", mayImport: ["site", "ui", "sync", "db", "i18n"] },
  { type: "site", pattern: "app/features/site/*", mayImport: ["ui", "sync", "db", "i18n"] },
  { type: "ui", pattern: "app/ui", mayImport: ["sync", "db", "i18n"] },
  { type: "sync", pattern: "app/sync", mayImport: ["db", "i18n"] },
  { type: "db", pattern: "app/db", mayImport: ["i18n"] },
  { type: "i18n", pattern: "app/i18n", mayImport: [] },
]

/** Outside app/: what it shares with the server, and what it never imports. */
const others = ["schema", "shared", "public", "scripts", "sync-server", "e2e", "bench"].map((folder) => ({
  type: folder,
  pattern: folder,
}))

/** Single files of app/ itself: the entry, the generated route tree and the stylesheet. */
const files = [
  { category: "entry", pattern: "app/main.tsx" },
  { category: "route-tree", pattern: "app/routeTree.gen.ts" },
  { category: "stylesheet", pattern: "app/index.css" },
]

const toLayers = (types) => ({ element: { type: [...types, ...below] } })

const policies = [
  ...layers.map((layer) => ({
    from: { element: { type: layer.type } },
    allow: { to: toLayers([layer.type, ...layer.mayImport]) },
  })),
  // The entry's steps: the local database, the app's start, the stylesheet.
  {
    from: { file: { categories: "entry" } },
    allow: { to: [toLayers(["start", "ui", "db"]), { file: { categories: "stylesheet" } }] },
  },
  // The router's options (app/start) read the route tree.
  { from: { element: { type: "start" } }, allow: { to: { file: { categories: "route-tree" } } } },
]

export default [
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [...layers, ...others].map(({ type, pattern }) => ({
        type,
        pattern,
        partialMatch: false,
      })),
      "boundaries/files": files,
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      // TypeScript's resolution (a ".js" import may name a ".ts" file, as the translations' do).
      "import/resolver": { typescript: { project: "tsconfig.app.json" } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          // An import of a file no layer names is checked too (nothing is allowed to it).
          checkUnknownLocals: true,
          policies,
        },
      ],
    },
  },
]

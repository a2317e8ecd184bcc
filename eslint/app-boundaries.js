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
 * - app/features/{site,admin}/<kit>: the public site's and the back office's kits. A site kit may
 *   import the site's other kits; the back office may use the site's kits, never the other way round
 *   (a public page never loads back-office code). The back office's kits are layered too (`adminTiers`
 *   below): a kit imports only the kits of the tiers below its own, so no two kits import each other
 *   (scripts/folder-graph.ts counts each kit as a node and fails on a cycle).
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

/**
 * The back office's kits (app/features/admin/<kit>), top to bottom: a kit may import the kits of the
 * tiers below its own, not those of its own tier or above. The screens are on top; the list screen,
 * the activity log, the shell and scheduled publishing (its dialog fields, list notes and the
 * dashboard's card) next; then the history (it names the settings' and the forms' fields)
 * and who else is editing (presence: the list's rows and dialogs show it) and the draft preview
 * links (preview: the edit dialogs of posts, projects and tools show them),
 * the settings, the forms, the picture fields, the sign-in; lib/ holds the small modules the others
 * share (form values, time format, media API, labels, the navigation's addresses); ui/ and the audit
 * API are at the bottom. A kit not named here is a screen: it may import every named kit.
 */
const adminTiers = [
  [
    "dashboard",
    "blog",
    "collaborations",
    "employees",
    "projects",
    "teams",
    "tools",
    "media-library",
    "accounts",
    "account",
  ],
  ["list", "activity", "layout", "schedule"],
  ["history", "presence", "preview"],
  ["settings"],
  ["forms"],
  ["media-upload"],
  ["auth"],
  ["lib"],
  ["ui", "audit"],
]

/** One layer per back-office kit (type `admin/<kit>`), each importing the tiers below it. */
const adminKits = adminTiers.flatMap((tier, index) => {
  const lower = adminTiers.slice(index + 1).flatMap((kits) => kits.map((kit) => `admin/${kit}`))
  return tier.map((kit) => ({
    type: `admin/${kit}`,
    pattern: `app/features/admin/${kit}`,
    mayImport: [...lower, "site", "ui", "sync", "db", "i18n"],
  }))
})
const admin = adminKits.map((kit) => kit.type)

/** The app's folders (matched from the project's root) and the layers each may import besides its own. */
const layers = [
  {
    type: "start",
    pattern: "app/start",
    mayImport: ["routes", "site", ...admin, "admin", "ui", "sync", "db", "i18n"],
  },
  {
    type: "routes",
    pattern: "app/routes",
    mayImport: ["site", ...admin, "admin", "ui", "sync", "db", "i18n"],
  },
  ...adminKits,
  // Any other back-office kit (matched after the named ones): a screen on top.
  {
    type: "admin",
    pattern: "app/features/admin/*",
    mayImport: [...admin, "site", "ui", "sync", "db", "i18n"],
  },
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

/**
 * The app's build: React, Tailwind 4, TanStack file routes (split per route so the back office never
 * reaches a public page's first load) and the PWA (manifest + Workbox service worker).
 */
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type HtmlTagDescriptor, type Plugin, type Rollup, defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"
import { logoSvg } from "./app/features/site/layout/logo-drawing.ts"
import enReadiness from "./app/i18n/en/readiness.ts"
import zhReadiness from "./app/i18n/zh-CN/readiness.ts"
import {
  keepVisitedPagesFile,
  keepVisitedPagesScript,
  pagesCacheNameFor,
} from "./app/features/site/prerender/keep-visited-pages.ts"
import { headScript, headStyle, loaderScript } from "./shared/prerender-html.ts"
import { serverRendererDir } from "./sync-server/pages/renderer-files.ts"
import {
  cspHashesFile,
  hashesOfBuild,
  inlineHashesOf,
  mergeHashes,
} from "./sync-server/security/inline-hashes.ts"

const themeColor = "#2563eb"

/** A web manifest shortcut's texts from a language's readiness texts (app/i18n/<language>/readiness.ts). */
const readinessShortcut = (texts: { title: string; menuLink: string; shortcutDescription: string }) => ({
  name: texts.title,
  short_name: texts.menuLink,
  description: texts.shortcutDescription,
  icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
})
/** Where the build goes: `dist`, or BUILD_DIR (a test builds into a folder of its own). */
const buildDir = process.env.BUILD_DIR ?? "dist"
const schemaDir = fileURLToPath(new URL("./schema/", import.meta.url))

/**
 * This build's pages cache (keep-visited-pages.ts): each build keeps the pages of its addresses in a
 * cache of its own name, and its service worker drops the others when it activates, so a new bundle
 * never hydrates markup an older bundle rendered, nor a page naming script files it no longer has.
 * The app writes its own rendered pages into the same cache (rendered-page-keeper.ts): it gets the
 * name as the constant __SITE_PAGES_CACHE__.
 */
const pagesCacheName = pagesCacheNameFor(Date.now().toString(36))

/**
 * app/main.tsx starts in steps (dynamic imports, each evaluated in a task of its own). This adds to
 * index.html a modulepreload for the entry's imports and every file those steps need, so the browser
 * fetches them all at once, as it would static imports. (Vite's own preloading is off: see
 * build.modulePreload.) A prerendered page replaces these with its own list (scripts/prerender.ts).
 */
const preloadEntrySteps = (): Plugin => ({
  name: "preload-entry-steps",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, { bundle, chunk }) {
      if (bundle === undefined || chunk === undefined) return []
      const files = new Set<string>()
      const add = (file: string) => {
        const target = bundle[file]
        if (files.has(file) || target?.type !== "chunk") return
        files.add(file)
        for (const imported of target.imports) add(imported)
      }
      for (const step of chunk.dynamicImports) add(step)
      // The entry's own imports too: the build's preload helper is off (build.modulePreload below).
      for (const imported of chunk.imports) add(imported)
      files.delete(chunk.fileName)
      return [...files].map((file): HtmlTagDescriptor => ({
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
        injectTo: "head",
      }))
    },
  },
})

/** index.html's placeholder header draws the site's mark from its one drawing (logo-drawing.ts). */
const logoMarkPlaceholder = (): Plugin => ({
  name: "logo-mark-placeholder",
  transformIndexHtml: {
    order: "pre",
    handler: (html) => {
      const marker = /<!-- logo-mark:[^>]*-->/
      if (!marker.test(html)) throw new Error("index.html has no <!-- logo-mark --> placeholder")
      return html.replace(marker, () => logoSvg("placeholder-logo"))
    },
  },
})

/**
 * index.html gets the prerendered pages' head script (shared/prerender-html.ts):
 * one inline script, the same text everywhere, allowed by its hash. In index.html it gives an `/en` address its
 * <html lang="en"> before the first paint, and moves a reader who chose English to the English address.
 */
const headScriptInIndex = (): Plugin => ({
  name: "head-script",
  transformIndexHtml: {
    order: "pre",
    handler: (html) => {
      const marker = /<!-- head-script:[^>]*-->/
      if (!marker.test(html)) throw new Error("index.html has no <!-- head-script --> placeholder")
      return html.replace(marker, () => headScript)
    },
  },
})

/** The files whose functions the app runs while it starts and hydrates the page (see compileHints). */
const runsOnLoad = (chunk: Rollup.OutputChunk): boolean =>
  ["react", "framework", "app", "icons"].includes(chunk.name) ||
  chunk.moduleIds.some((id) => id.includes("tsr-split=component"))

/**
 * V8 compiles a function when it is first called, on the main thread, unless the file asks for all
 * its functions to be compiled while it streams in, on a background thread (explicit compile hints,
 * Chromium 136+; other engines read a comment). React, the router, the app's start and the page's
 * own code are mostly called by the hydration: compiled lazily, that was 40 to 80 ms of main-thread
 * work on a desktop CPU, and four times as much on a phone. Not Dexie: the app calls a small part of
 * it, and the rest, compiled at once, made its file slower to get ready. The hint must be the file's
 * first line, so it is added after minification, which drops comments.
 */
const compileHints = (): Plugin => ({
  name: "compile-hints",
  apply: "build",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === "chunk" && runsOnLoad(chunk))
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
    }
  },
})

/**
 * The hashes of index.html's inline scripts and styles, for the server's Content-Security-Policy
 * (sync-server/security/), written to csp-hashes.json in the build folder. scripts/prerender.ts writes
 * them again with its pages' own. Also those of a rendered page's own parts (the loader, the rule of
 * its controls, the inlined stylesheet), which the app writes into the pages cache itself
 * (rendered-page-keeper.ts): a build whose prerender did not run (no Chromium) allows them too.
 */
const cspHashes = (): Plugin => ({
  name: "csp-hashes",
  apply: "build",
  writeBundle(options, bundle) {
    const dir = options.dir
    if (dir === undefined) return
    const stylesheets = Object.values(bundle).flatMap((file) =>
      file.type === "asset" && file.fileName.endsWith(".css") ? [String(file.source)] : [],
    )
    const renderedPageParts = inlineHashesOf(
      `${headScript}${headStyle}${loaderScript}${stylesheets.map((css) => `<style>${css}</style>`).join("")}`,
    )
    const hashes = mergeHashes([hashesOfBuild(dir), renderedPageParts])
    writeFileSync(join(dir, cspHashesFile), `${JSON.stringify(hashes, null, 2)}\n`)
  },
})

/** The service worker's extra script that keeps the pages of a first visit (keep-visited-pages.ts). */
const keepVisitedPages = (): Plugin => ({
  name: "keep-visited-pages",
  apply: "build",
  generateBundle() {
    this.emitFile({
      type: "asset",
      fileName: keepVisitedPagesFile,
      source: keepVisitedPagesScript(pagesCacheName),
    })
  },
})

/**
 * The server's renderer (`vite build --ssr`, after the app's build): app/start/render-page.tsx and all
 * it imports, dependencies included, in one folder of the build (`ssr/`, which the server never sends
 * as a file), so a copy of the build folder renders wherever it is put. The router's code takes its
 * browser path there too (`isServer` false): the markup is then the one the app's own render gives,
 * which is what the browser's hydration expects (the router's server path adds Suspense boundaries
 * and scripts of its own).
 */
/**
 * The file routes (split per route) and React, the same for the app and the server's renderer. The
 * router plugin must come before the React plugin (it rewrites route files).
 */
const routesAndReact = (): Plugin[] =>
  [
    tanstackRouter({
      target: "react",
      routesDirectory: "app/routes",
      generatedRouteTree: "app/routeTree.gen.ts",
      autoCodeSplitting: true,
    }),
    react(),
  ].flat()

/**
 * The service worker's registration exists only in a browser; the server's renderer never draws the
 * update prompt that imports it (it mounts after the first paint), so there it is a module that does
 * nothing.
 */
const noWorkerRegistration = (): Plugin => ({
  name: "no-worker-registration",
  resolveId: (id) => (id.startsWith("virtual:pwa-register") ? `\0${id}` : undefined),
  load: (id) =>
    id.startsWith("\0virtual:pwa-register")
      ? "export const registerSW = () => () => Promise.resolve()\n" +
        "export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: () => Promise.resolve() })\n"
      : undefined,
})

const serverRendererConfig = defineConfig({
  define: {
    __SITE_PAGES_CACHE__: JSON.stringify(pagesCacheName),
    // React's production build only, whatever NODE_ENV the server runs with.
    "process.env.NODE_ENV": JSON.stringify("production"),
    // The router's browser path keeps a handle on itself in `self`, which Node does not have.
    self: "globalThis",
  },
  plugins: [...routesAndReact(), noWorkerRegistration()],
  publicDir: false,
  resolve: {
    alias: [
      {
        find: /^@tanstack\/router-core\/isServer$/,
        replacement: fileURLToPath(
          new URL("./node_modules/@tanstack/router-core/dist/esm/isServer/client.js", import.meta.url),
        ),
      },
    ],
  },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "app/start/render-page.tsx",
    outDir: `${buildDir}/${serverRendererDir}`,
    emptyOutDir: true,
    target: "node20",
    minify: false,
    rollupOptions: {
      input: "app/start/render-page.tsx",
      // One file: the renderer loads once, at the server's start, and no part of it waits for a chunk.
      output: { entryFileNames: "[name].mjs", inlineDynamicImports: true },
    },
  },
})

const appConfig = defineConfig({
  define: { __SITE_PAGES_CACHE__: JSON.stringify(pagesCacheName) },
  // The pull's worker (app/sync/worker/pull-worker.ts) is a module, split into chunks like the app.
  worker: { format: "es" },
  plugins: [
    ...routesAndReact(),
    tailwindcss(),
    logoMarkPlaceholder(),
    headScriptInIndex(),
    preloadEntrySteps(),
    compileHints(),
    cspHashes(),
    keepVisitedPages(),
    VitePWA({
      // The app asks before it swaps versions (app/features/site/pwa/UpdatePrompt.tsx).
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: "智元数字员工 · AI Digital Employees",
        short_name: "智元数字员工",
        description: "定制、管理和发布您的 AI 数字员工",
        lang: "zh-CN",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: themeColor,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // The offline readiness check (issue 32) from the installed app's start, in each language.
        shortcuts: [
          { ...readinessShortcut(zhReadiness), url: "/offline" },
          { ...readinessShortcut(enReadiness), url: "/en/offline" },
        ],
      },
      workbox: {
        // The app shell only; content pictures (public/demo) go to the bounded runtime cache instead.
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
        // Prerendered pages (scripts/prerender.ts) are not precached: whether the server may send them
        // depends on its content (sync-server/pages/static.ts), so the page kept for an address is the
        // one the server sent for it (the navigation route below).
        globIgnores: ["demo/**", "prerendered/**", "assets/render-markup-*.js"],
        // No navigation fallback route (vite-plugin-pwa adds one unless told), and `/` is not read as
        // the precached index.html: either would answer navigations with the app shell before the
        // route below could answer with the page itself.
        navigateFallback: null,
        directoryIndex: null,
        // The first service worker takes over the open page at once; later versions wait for the
        // reader's "reload" (UpdatePrompt), since skipWaiting is not set.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Keeps the pages a first visit opened before the worker existed (keep-visited-pages.ts).
        importScripts: [`/${keepVisitedPagesFile}`],
        runtimeCaching: [
          // A navigation (issue 17, a returning reader): the network first, so an online reader gets
          // the server's current page; its answer is kept per address (`/x` and `/en/x` apart, each
          // in its language). Offline, or with no answer within 3 seconds, the page kept from the
          // last visit answers: a prerendered page with its content, which the app then hydrates and
          // brings up to date from the local database as on a first visit. Never visited: the app
          // shell (index.html from the precache), which renders from the local database.
          {
            // Written out, not notAPagePattern: the build copies this function's text into sw.js.
            // A draft's preview (/preview/, /en/preview/) is never kept or answered from a cache: it
            // goes to the network, so a revoked or expired link stops working on this device too.
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" &&
              !/^\/(api|myworkspace|preview|en\/preview)(\/|$)/.test(url.pathname),
            handler: "NetworkFirst",
            options: {
              cacheName: pagesCacheName,
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
              // The server's answers vary by Accept-Encoding, a header a navigation made by the
              // service worker's own fetch does not carry as the browser's did.
              matchOptions: { ignoreVary: true },
              precacheFallback: { fallbackURL: "/index.html" },
            },
          },
          {
            urlPattern: ({ request, url }) =>
              request.destination === "image" && !url.pathname.startsWith("/api/"),
            handler: "CacheFirst",
            options: {
              // Shared with keepOffline() (app/features/site/readiness/run.ts), which fills the same cache.
              cacheName: "site-images",
              expiration: { maxEntries: 1000, purgeOnQuotaError: true },
              // Only plain successful answers: never a redirect or an opaque response.
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // Offline, a picture variant this device never kept (the window was resized, a
                  // tablet turned, so the slot wants another width) is answered with a kept variant
                  // of the same picture and format: the nearest wider, else the widest narrower.
                  // The page then draws the picture it has, at its width and height, not the
                  // section's placeholder. Written out in full: the build copies this text into sw.js.
                  handlerDidError: async ({ request }: { request: Request }) => {
                    const wanted = /\/media\/([0-9a-f]{32})-(\d+)\.(avif|webp|jpg|png)$/.exec(
                      new URL(request.url).pathname,
                    )
                    if (wanted === null) return undefined
                    const cache = await caches.open("site-images")
                    const kept = (await cache.keys())
                      .map((key) => ({
                        key,
                        match: /\/media\/([0-9a-f]{32})-(\d+)\.(avif|webp|jpg|png)$/.exec(
                          new URL(key.url).pathname,
                        ),
                      }))
                      .filter(
                        ({ match }) => match !== null && match[1] === wanted[1] && match[3] === wanted[3],
                      )
                      .map(({ key, match }) => ({ key, width: Number(match?.[2]) }))
                      .sort((a, b) => a.width - b.width)
                    const best = kept.find(({ width }) => width >= Number(wanted[2])) ?? kept[kept.length - 1]
                    return best === undefined ? undefined : cache.match(best.key)
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: buildDir,
    target: "es2022",
    // dist/.vite/manifest.json: which files each route and language needs, read by the server to list
    // what a rendered page preloads (sync-server/pages/page-scripts.ts).
    manifest: true,
    // No preload helper: it starts all of a dynamic import's preloads in one task, a long task on a
    // phone. A prerendered page preloads what it needs one file per task (shared/prerender-html.ts).
    modulePreload: false,
    rollupOptions: {
      // The shared schema modules only define things (no side effects): an import kept for its types
      // alone (`import { type X }`) must not drag Effect into a chunk that uses nothing from them.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(schemaDir) },
      output: {
        // A group split by the entries that use it (entriesAware) names its parts after them all.
        chunkFileNames: (chunk) => `assets/${chunk.name.split("~")[0] ?? chunk.name}-[hash].js`,
        // Few files rather than dozens of small ones: the server speaks HTTP/1.1 (six requests at a
        // time), and each request costs the main thread a few milliseconds to start on a slow phone.
        // A group takes in what its modules import unless a group of higher priority has it: the
        // first load's groups come first, so nothing drags a later group into the first load.
        codeSplitting: {
          groups: [
            // What app/main.tsx itself imports, in a file of its own: in the app's file, evaluating
            // the entry would evaluate that file and all it imports (React, the router, the local
            // database) in one long task, before main.tsx could take its steps.
            {
              name: "boot",
              test: /[\\/]app[\\/]ui[\\/]next-task\.ts$|vite[\\/]preload-helper/,
              priority: 11,
            },
            // The first load. React apart from the router, and the local database apart from the
            // app: app/main.tsx evaluates each in a task of its own.
            // Not React's server renderer: only the prerender uses it (render-markup.tsx), and it stays
            // in that module's own file, which no reader downloads and the service worker does not keep.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/](?!server|cjs[\\/]react-dom-server)/,
              priority: 10,
            },
            {
              name: "framework",
              test: /node_modules[\\/](@tanstack|use-sync-external-store|typesafe-i18n)[\\/]/,
              priority: 9,
            },
            { name: "data", test: /node_modules[\\/]dexie[\\/]/, priority: 8 },
            { name: "database", test: /[\\/]app[\\/]db[\\/]database\.ts$/, priority: 8 },
            // Every icon in one small file: a page shows a dozen of them.
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 8 },
            // The back office's texts in a file of their own per language, which a reader never loads
            // (i18n/dictionary-parts.ts).
            { name: "zh-CN-admin", test: /[\\/]app[\\/]i18n[\\/]zh-CN[\\/]back-office[\\/]/, priority: 8 },
            { name: "en-admin", test: /[\\/]app[\\/]i18n[\\/]en[\\/]back-office[\\/]/, priority: 8 },
            // The sync messages of each language apart: the sync engine's error messages import both
            // languages' (app/sync/errors.ts), and a reader of one language would otherwise download
            // the other's whole dictionary with the engine.
            { name: "zh-CN-sync", test: /[\\/]app[\\/]i18n[\\/]zh-CN[\\/]sync\.ts$/, priority: 8 },
            { name: "en-sync", test: /[\\/]app[\\/]i18n[\\/]en[\\/]sync\.ts$/, priority: 8 },
            // Each language's site texts in one file.
            { name: "zh-CN", test: /[\\/]app[\\/]i18n[\\/]zh-CN[\\/]/, priority: 7 },
            { name: "en", test: /[\\/]app[\\/]i18n[\\/]en[\\/]/, priority: 7 },
            // The app's start (start/start-app.tsx), everything it imports statically, and the small
            // pieces every public page shows (cards, sections, badges, pictures, the reading time
            // rule, the blog's category names, the inbox's kinds, the content kinds' field declarations
            // and the post's detail fields, which a detail page reads (schema/detail-fields.ts) and the
            // schemas' group would otherwise take in with the blog post's, enquiry's and tool's schemas).
            {
              name: "app",
              test: /[\\/]app[\\/](start[\\/]start-app\.tsx|ui[\\/](Section|Card|Badge|Skeleton|FallbackImage)\.tsx|features[\\/]site[\\/]layout[\\/]localized-settings\.ts)$|[\\/]schema[\\/](tool-images|detail-fields|content-fields|entities[\\/](blog-read-time|blog-categories|blog-post-fields|enquiry-kind|(tool|employee|project|team)-fields))\.ts$/,
              priority: 6,
            },
            // After the first paint, the sync engine in three steps (ui/load-in-turn.ts): Effect
            // with the shared fields, the entity schemas, then the engine itself.
            {
              name: "effect",
              test: /node_modules[\\/]effect[\\/]|[\\/]schema[\\/](fields|url)\.ts$/,
              priority: 1,
            },
            {
              name: "schemas",
              test: /[\\/]schema[\\/](sync|decode|messages|entities[\\/](?!settings-defaults))/,
              priority: 1,
            },
            // Not "keep this site offline" (features/site/readiness/run.ts): it imports the picture rules
            // the pages share, which the group would then take into the engine's file. It is a file of
            // its own, loaded when the check runs.
            {
              name: "engine",
              test: /[\\/]app[\\/]sync[\\/][\w-]+\.ts$|node_modules[\\/](valtio|proxy-compare)[\\/]/,
              priority: 1,
            },
            // react-aria in a few files by what uses it: the footer, the toasts, the search field of
            // the lists, the back office. Small parts merge into their neighbours.
            {
              name: "aria",
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized|@react-aria|@react-stately|clsx)[\\/]/,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 20000,
            },
          ],
        },
      },
    },
  },
})

export default defineConfig((env) => (env.isSsrBuild === true ? serverRendererConfig : appConfig))

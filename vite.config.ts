/**
 * The app's build: React, Tailwind 4, TanStack file routes (split per route so the back office never
 * reaches a public page's first load) and the PWA (manifest + Workbox service worker).
 */
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { type HtmlTagDescriptor, type Plugin, defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"

const themeColor = "#2563eb"
const schemaDir = fileURLToPath(new URL("./schema/", import.meta.url))

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

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin (it rewrites route files).
    tanstackRouter({
      target: "react",
      routesDirectory: "app/routes",
      generatedRouteTree: "app/routeTree.gen.ts",
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    preloadEntrySteps(),
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
      },
      workbox: {
        // The app shell only; content pictures (public/demo) go to the bounded runtime cache instead.
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
        // Prerendered pages (scripts/prerender.ts) are for a first visit; the service worker answers
        // navigations with the app shell and the local database instead.
        globIgnores: ["demo/**", "prerendered/**", "assets/render-markup-*.js"],
        navigateFallback: "/index.html",
        // The API is never answered by the service worker (IndexedDB is the data cache), and the
        // workspace (/myworkspace) is another app on this host.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/myworkspace(\/|$)/],
        // The first service worker takes over the open page at once; later versions wait for the
        // reader's "reload" (UpdatePrompt), since skipWaiting is not set.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.destination === "image" && !url.pathname.startsWith("/api/"),
            handler: "CacheFirst",
            options: {
              // Shared with keepSiteOffline() (app/sync/offline-download.ts), which fills the same cache.
              cacheName: "site-images",
              expiration: { maxEntries: 1000, purgeOnQuotaError: true },
              // Only plain successful answers: never a redirect or an opaque response.
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: "es2022",
    // No preload helper: it starts all of a dynamic import's preloads in one task, a long task on a
    // phone. A prerendered page preloads what it needs one file per task (scripts/prerender-html.ts).
    modulePreload: false,
    rollupOptions: {
      // The shared schema modules only define things (no side effects): an import kept for its types
      // alone (`import { type X }`) must not drag Effect into a chunk that uses nothing from them.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(schemaDir) },
      output: {
        // What every page needs for its first paint, in two files instead of dozens of small ones:
        // each request costs a round trip on a phone network.
        codeSplitting: {
          groups: [
            // React apart from the router: app/main.tsx evaluates them in separate tasks.
            // Not React's server renderer: only the prerender uses it (render-markup.tsx), and it stays
            // in that module's own file, which no reader downloads and the service worker does not keep.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/](?!server|cjs[\\/]react-dom-server)/,
              priority: 3,
            },
            {
              name: "framework",
              test: /node_modules[\\/](@tanstack|use-sync-external-store|typesafe-i18n)[\\/]/,
              priority: 2,
            },
            { name: "data", test: /node_modules[\\/]dexie[\\/]/, priority: 1 },
            // Effect alone: only the sync engine, forms and detail pages use it, after the first paint.
            { name: "effect", test: /node_modules[\\/]effect[\\/]/, priority: 1 },
            // Every icon in one small file, not one file each: a page shows a dozen of them, and each
            // request costs the main thread a few milliseconds to start on a slow phone.
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            // The app's start (ui/start-app.tsx) and everything it imports statically, in one file:
            // a phone otherwise starts and receives two dozen requests of a few hundred bytes, each a
            // main-thread task of its own right after the first paint.
            { name: "app", test: /[\\/]app[\\/]ui[\\/]start-app\.tsx$/, priority: 0 },
            // Except the local database, a step of its own in app/main.tsx: evaluated with the app's
            // file, the two steps would be one task.
            { name: "database", test: /[\\/]app[\\/]db[\\/]database\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
})

/** This build's pages cache name (vite.config.ts `define`, keep-visited-pages.ts pagesCacheNameFor). */
declare const __SITE_PAGES_CACHE__: string

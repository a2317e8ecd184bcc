/** Where the build puts the server's renderer (vite.config.ts), inside the build folder. */
export const serverRendererDir = "ssr"
/** `.mjs`: a module wherever the build folder is copied, with or without a package.json above it. */
export const serverRendererFile = `${serverRendererDir}/render-page.mjs`

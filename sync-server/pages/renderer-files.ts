/** Where the build puts the server's renderer (vite.config.ts), inside the build folder. */
export const serverRendererDir = "ssr"
export const serverRendererFile = `${serverRendererDir}/render-page.js`

/**
 * The server's import boundaries (eslint/server-boundaries.js) as `npm run lint` applies them: a
 * reversed import between the server's rings, or an import of app/ or scripts/, fails the lint (and so
 * `npm run check`); an import that runs the rings' way does not. Linted through ESLint's own API with
 * the repository's config, on text given a path inside sync-server/ (no file is written).
 */
import { join } from "node:path"
import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

const eslint = new ESLint({ cwd: join(import.meta.dirname, "..") })

/** The boundary messages ESLint gives `code` as the file `filePath`. */
const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === "server-boundaries/rings").map((m) => m.message)
}

describe("the server's import boundaries", () => {
  it("refuse a core folder importing the api ring (db -> routes)", async () => {
    const errors = await boundaryErrors(
      "sync-server/db/x.ts",
      'export { resourceRouter } from "../routes/resource.ts"\n',
    )
    expect(errors).toEqual([
      expect.stringContaining("sync-server/db (core) may not import sync-server/routes (api"),
    ])
  })

  it("refuse an import running backwards inside a ring (sync -> writes)", async () => {
    const errors = await boundaryErrors(
      "sync-server/sync/x.ts",
      'import type { WriteRoute } from "../writes/write-route.ts"\nexport type X = WriteRoute\n',
    )
    expect(errors).toHaveLength(1)
  })

  it("refuse dynamic imports too", async () => {
    const errors = await boundaryErrors(
      "sync-server/http/x.ts",
      'export const later = () => import("../server.ts")\n',
    )
    expect(errors).toHaveLength(1)
  })

  it("refuse an import of the app's files and of scripts/", async () => {
    const app = await boundaryErrors(
      "sync-server/seo/x.ts",
      'import en from "../../app/i18n/en/pages.ts"\nexport const texts = en\n',
    )
    expect(app).toEqual([expect.stringContaining("The server never imports app/")])
    const scripts = await boundaryErrors(
      "sync-server/pages/x.ts",
      'export { chromiumPath } from "../../scripts/system-chromium.ts"\n',
    )
    expect(scripts).toEqual([expect.stringContaining("The server never imports scripts/")])
  })

  it("name no exception: the feed and the pages import what they share with the app from shared/", async () => {
    // Once allowed by name, until their modules moved to shared/ (issue 27, item 2).
    const feed = await boundaryErrors(
      "sync-server/seo/atom-feed.ts",
      'export { markdownHtml } from "../../app/features/site/blog/markdown-html.ts"\n',
    )
    expect(feed).toEqual([expect.stringContaining("The server never imports app/")])
    const pages = await boundaryErrors(
      "sync-server/pages/live-pages.ts",
      'export { prerenderedPage } from "../../scripts/prerender-html.ts"\n',
    )
    expect(pages).toEqual([expect.stringContaining("The server never imports scripts/")])
    const shared = await boundaryErrors(
      "sync-server/pages/live-pages.ts",
      'export { prerenderedPage } from "../../shared/prerender-html.ts"\n',
    )
    expect(shared).toEqual([])
  })

  it("refuse a folder missing from the rings", async () => {
    const errors = await boundaryErrors(
      "sync-server/newfolder/x.ts",
      'export { HttpError } from "../http/errors.ts"\n',
    )
    expect(errors).toEqual([expect.stringContaining("sync-server/newfolder is in no ring")])
  })

  it("allow imports the rings' way, of schema/ and shared/, and within a folder", async () => {
    const code = [
      'import { HttpError } from "../http/errors.ts"',
      'import type { Database } from "../db/connection.ts"',
      'import { appendChange } from "../sync/change-log.ts"',
      'import en from "../../shared/page-texts/en.ts"',
      'import { maxRecordId } from "../../schema/fields.ts"',
      'import { settingsId } from "./cached-reads.ts"',
      "export const all = [HttpError, appendChange, en, maxRecordId, settingsId] as const",
      "export type Db = Database",
      "",
    ].join("\n")
    expect(await boundaryErrors("sync-server/routes/x.ts", code)).toEqual([])
  })

  it("let tests and the test support import anything", async () => {
    const code = 'export { resourceRouter } from "../routes/resource.ts"\n'
    expect(await boundaryErrors("sync-server/db/x.test.ts", code)).toEqual([])
    expect(
      await boundaryErrors("sync-server/test-support/x.ts", 'export * from "../routes/resource.ts"\n'),
    ).toEqual([])
  })

  it("keep shared/ pure", async () => {
    const errors = await boundaryErrors(
      "shared/x.ts",
      'export { HttpError } from "../sync-server/http/errors.ts"\n',
    )
    expect(errors).toEqual([expect.stringContaining("shared/ is pure")])
  })
})

/**
 * The app loads the back office's texts only in the back office (dictionary-parts.ts). A public page
 * that read one would show an empty text in the browser where the server's page, rendered with the
 * whole dictionary, has the text, and React would render the page anew (it happened: the legal pages
 * read `LL.editablePages`). So no code outside the back office names an area of that part.
 */
import { readFileSync, readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import backOfficeEn from "./en/back-office/texts.ts"
import backOffice from "./zh-CN/back-office/texts.ts"
import siteTextsEn from "./en/site-texts.ts"
import siteTexts from "./zh-CN/site-texts.ts"

const app = fileURLToPath(new URL("..", import.meta.url))

/** Where the back office's code is: it loads the part before it draws (BackOfficeTexts.tsx). */
const backOfficeCode = /^(features\/admin|routes\/systemadmin|i18n)\//

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

describe("the dictionary's two parts", () => {
  it("are the same areas in both languages, and no area is in both parts", () => {
    expect(Object.keys(backOfficeEn).sort()).toEqual(Object.keys(backOffice).sort())
    expect(Object.keys(siteTextsEn).sort()).toEqual(Object.keys(siteTexts).sort())
    expect(Object.keys(backOffice).filter((area) => area in siteTexts)).toEqual([])
  })

  it("no public code reads an area of the back office's part", () => {
    const areas = Object.keys(backOffice)
    expect(areas.length).toBeGreaterThan(5)
    const reads = new RegExp(`\\bLL\\.(${areas.join("|")})\\b`, "g")
    const found = sources(app)
      .map((file) => relative(app, file).split("\\").join("/"))
      .filter((path) => !backOfficeCode.test(path))
      .flatMap((path) =>
        [...readFileSync(join(app, path), "utf8").matchAll(reads)].map((match) => `${path}: ${match[0]}`),
      )
    expect(found).toEqual([])
  })
})

/**
 * The demo pictures' conversion and cache (demo-pictures.ts), on a cache folder of the test's own:
 * an SVG comes out as an upload's variants, the second time from the cache with the same bytes, two
 * processes filling one entry at once both get it whole, and a cache that cannot be written still works.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { afterEach, describe, expect, it } from "vitest"
import { type DemoPicture, isDemoPicture, prepareDemoPicture } from "./demo-pictures.ts"

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "demo-pictures-"))
  folders.push(folder)
  return folder
}

const fileBytes = (picture: DemoPicture, name: string): Buffer =>
  typeof picture.source === "string"
    ? readFileSync(join(picture.source, name))
    : (picture.source.get(name) ?? Buffer.alloc(0))

describe("demo pictures", () => {
  it("converts a square portrait at twice its size into an upload's variants, then reads them from the cache", async () => {
    const cache = tempFolder()
    const first = await prepareDemoPicture("/demo/employees/it-ops.svg", cache)
    // 600 x 600 art at 2x: 1200 px, so 320, 640 and 1200 wide, AVIF and WebP, and a JPEG (opaque).
    expect(first.width).toBe(1200)
    expect(first.height).toBe(1200)
    expect(first.contentHash).toMatch(/^[0-9a-f]{64}$/)
    const prefix = first.contentHash.slice(0, 32)
    expect(first.variants.map((v) => v.file)).toEqual([
      `${prefix}-320.avif`,
      `${prefix}-320.webp`,
      `${prefix}-640.avif`,
      `${prefix}-640.webp`,
      `${prefix}-1200.avif`,
      `${prefix}-1200.webp`,
      `${prefix}-1200.jpg`,
    ])
    for (const variant of first.variants) {
      const bytes = fileBytes(first, variant.file)
      expect(bytes.length).toBe(variant.bytes)
      const metadata = await sharp(bytes).metadata()
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height])
      expect(metadata.format).toBe({ avif: "heif", webp: "webp", jpeg: "jpeg", png: "png" }[variant.format])
    }
    expect(typeof first.source).toBe("string")
    expect(readdirSync(cache)).toHaveLength(1)

    const again = await prepareDemoPicture("/demo/employees/it-ops.svg", cache)
    expect(again).toEqual(first)
  })

  it("keeps a cover's own ratio at the widest variant, 1280 px", async () => {
    const cover = await prepareDemoPicture("/demo/blog/rag-to-memory.svg", tempFolder())
    expect([cover.width, cover.height]).toEqual([1280, 720])
    expect(cover.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      "avif:320x180",
      "webp:320x180",
      "avif:640x360",
      "webp:640x360",
      "avif:1280x720",
      "webp:1280x720",
      "jpeg:1280x720",
    ])
  })

  it("two fills of one entry at once (two servers seeding) both get it whole, and no temporary is left", async () => {
    const cache = tempFolder()
    const [a, b] = await Promise.all([
      prepareDemoPicture("/demo/teams/shared-services.svg", cache),
      prepareDemoPicture("/demo/teams/shared-services.svg", cache),
    ])
    expect(a.contentHash).toBe(b.contentHash)
    expect(a.source).toBe(b.source)
    expect(readdirSync(cache)).toHaveLength(1)
    for (const variant of a.variants)
      expect(fileBytes(b, variant.file).equals(fileBytes(a, variant.file))).toBe(true)
  })

  it("works without a writable cache: the files are kept in memory, the same picture", async () => {
    const folder = tempFolder()
    const blocker = join(folder, "not-a-folder")
    writeFileSync(blocker, "a file where the cache folder would be")
    const cached = await prepareDemoPicture("/demo/projects/auto-parts-quality.svg", join(folder, "cache"))
    const uncached = await prepareDemoPicture("/demo/projects/auto-parts-quality.svg", join(blocker, "cache"))
    expect(uncached.source).toBeInstanceOf(Map)
    expect(uncached.contentHash).toBe(cached.contentHash)
    expect(uncached.variants).toEqual(cached.variants)
  })

  it("converts only the generated illustrations, and a missing one fails loudly", async () => {
    expect(isDemoPicture("/demo/employees/it-ops.svg")).toBe(true)
    expect(isDemoPicture("/demo/blog/rag-to-memory.svg")).toBe(true)
    expect(isDemoPicture("/demo/fallback-employee.svg")).toBe(false)
    expect(isDemoPicture("/demo/tools/workflow.svg")).toBe(false)
    expect(isDemoPicture("/demo/employees/../../package.json")).toBe(false)
    expect(isDemoPicture("/media/0123456789abcdef0123456789abcdef-1280.jpg#1280x720")).toBe(false)
    await expect(prepareDemoPicture("/demo/employees/no-such-picture.svg", tempFolder())).rejects.toThrow(
      /ENOENT/,
    )
  })
})

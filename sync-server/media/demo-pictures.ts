/**
 * The demo's pictures through the upload pipeline (issue 18): each generated SVG illustration under
 * public/demo/ is rasterised with sharp, processed exactly like an uploaded PNG (process-image.ts),
 * and its variant files and media row installed when the demo is seeded, so demo rows hold
 * `mediaAddress(record)` like any uploaded picture. Converting ~40 pictures takes seconds and test
 * suites seed many servers, so the output is cached on disk, keyed by the SVG's bytes and the pipeline
 * version; a seed then only links or copies files and inserts rows, with the same bytes every time.
 */
import { createHash, randomBytes } from "node:crypto"
import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import type { Knex } from "knex"
import sharp from "sharp"
import { type MediaRecord, mediaHashLength } from "../../schema/media.ts"
import { projectRootOf } from "../project-root.ts"
import { variantFileName } from "./media-files.ts"
import { defaultMaxPixels } from "./media-settings.ts"
import { type StoredVariant, insertMedia, mediaByHash, toRecord } from "./media-table.ts"
import { processImage } from "./process-image.ts"

const repositoryRoot = projectRootOf(import.meta.url)

/** Where the SVGs are: a demo address `/demo/x/y.svg` is the file `public/demo/x/y.svg`. */
export const demoPublicDir = resolve(repositoryRoot, "public")

/** The processed output per SVG (created on demand; deleting it only costs the next seed a few seconds). */
export const demoMediaCacheDir = resolve(repositoryRoot, "node_modules", ".cache", "demo-media")

/**
 * Part of the cache key: change it when the rasterising or process-image.ts's output changes, so old
 * entries are not used (they stay valid pictures, but the addresses would differ from a fresh build's).
 */
const pipelineVersion = "demo-media-1"

/** The illustrations the seed converts: generated art, not the fallbacks a page shows for a missing picture. */
export const isDemoPicture = (address: string): boolean =>
  /^\/demo\/(employees|teams|projects|blog)\/[a-z0-9-]+\.svg$/.test(address)

/** What the cache holds for one SVG: the media row's fields but the alt texts, and the variant files. */
export interface DemoPicture {
  readonly contentHash: string
  readonly width: number
  readonly height: number
  /** The size of the rasterised PNG, the picture as "uploaded". */
  readonly bytes: number
  readonly variants: ReadonlyArray<StoredVariant>
  /** The cache entry holding the variant files, or the files themselves when the cache cannot be written. */
  readonly source: string | ReadonlyMap<string, Buffer>
}

type Manifest = Omit<DemoPicture, "source">

const sha256 = (data: Buffer | string): string => createHash("sha256").update(data).digest("hex")

/**
 * The trusted SVG as a PNG on white: twice the art's own width (crisp on high-density screens), at
 * most the widest variant (1280), its own ratio. Opaque, so the fallback is a JPEG as for a photograph.
 */
const rasterise = async (svg: Buffer): Promise<Buffer> => {
  const { width = 0 } = await sharp(svg).metadata()
  if (!(width > 0)) throw new Error("demo picture: an SVG without a width")
  const target = Math.min(2 * width, 1280)
  return sharp(svg, { density: (72 * target) / width })
    .resize({ width: target })
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

const convert = async (svg: Buffer): Promise<{ manifest: Manifest; files: Map<string, Buffer> }> => {
  const png = await rasterise(svg)
  const image = await processImage(png, { maxPixels: defaultMaxPixels })
  const contentHash = sha256(png)
  const files = new Map<string, Buffer>()
  const variants = image.variants.map((variant) => {
    const file = variantFileName(contentHash.slice(0, mediaHashLength), variant.width, variant.format)
    files.set(file, variant.data)
    return {
      width: variant.width,
      height: variant.height,
      format: variant.format,
      file,
      bytes: variant.data.length,
    }
  })
  return {
    manifest: { contentHash, width: image.width, height: image.height, bytes: png.length, variants },
    files,
  }
}

const readManifest = async (dir: string): Promise<Manifest | undefined> => {
  try {
    return JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as Manifest
  } catch {
    return undefined
  }
}

/**
 * Fill a cache entry: everything into a temporary folder, then one rename. Two processes filling the
 * same entry at once both succeed: the second rename finds the folder there and keeps the first's
 * (the same bytes), so a reader sees a whole entry or none.
 */
const store = async (entry: string, manifest: Manifest, files: Map<string, Buffer>): Promise<boolean> => {
  const temp = `${entry}.tmp-${randomBytes(6).toString("hex")}`
  try {
    await mkdir(temp, { recursive: true })
    for (const [name, data] of files) await writeFile(join(temp, name), data)
    await writeFile(join(temp, "manifest.json"), JSON.stringify(manifest))
    await rename(temp, entry)
    return true
  } catch {
    return (await readManifest(entry)) !== undefined
  } finally {
    // Left over when another process renamed its entry first, or when the cache cannot be written.
    await rm(temp, { recursive: true, force: true }).catch(() => undefined)
  }
}

/** One demo picture, from the cache or converted now (and cached). Throws when the SVG is missing. */
export const prepareDemoPicture = async (
  address: string,
  cacheDir = demoMediaCacheDir,
): Promise<DemoPicture> => {
  const svg = await readFile(join(demoPublicDir, address))
  const entry = join(cacheDir, sha256(`${pipelineVersion}\n${sharp.versions.vips}\n${sha256(svg)}`))
  const cached = await readManifest(entry)
  if (cached !== undefined) return { ...cached, source: entry }
  const { manifest, files } = await convert(svg)
  // A cache that cannot be written (a read-only install) costs the conversion each time, nothing more.
  return { ...manifest, source: (await store(entry, manifest, files)) ? entry : files }
}

/** Several demo pictures, two at a time (as many as process-image.ts converts at once), by address. */
export const prepareDemoPictures = async (
  addresses: ReadonlyArray<string>,
  cacheDir = demoMediaCacheDir,
): Promise<Map<string, DemoPicture>> => {
  const queue = [...addresses]
  const prepared = new Map<string, DemoPicture>()
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift())
      prepared.set(address, await prepareDemoPicture(address, cacheDir))
  }
  await Promise.all([worker(), worker()])
  return prepared
}

/**
 * A file into MEDIA_DIR, renamed into place. Copied, not hard-linked: a link would keep the cached
 * file's age, and the sweep (media-files.ts) of another server sharing the folder could take an old
 * file for an orphan before this seed's row commits. Synchronous on purpose: this runs under SQLite's
 * write lock, and a second connection of the same process waits for that lock synchronously (the
 * bootstrap race test opens three), which would starve file callbacks of the event loop.
 */
const installFile = (source: DemoPicture["source"], mediaDir: string, name: string): void => {
  const temp = join(mediaDir, `.upload-${randomBytes(8).toString("hex")}-${name}`)
  try {
    if (typeof source === "string") {
      copyFileSync(join(source, name), temp)
    } else {
      const data = source.get(name)
      if (data === undefined) throw new Error(`demo picture: no file ${name}`)
      writeFileSync(temp, data)
    }
    renameSync(temp, join(mediaDir, name))
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

/**
 * Put a prepared picture into MEDIA_DIR and the media table (files first, as an upload does: a row
 * always has its files), with the record's name as alt texts; answers the record. A picture already
 * there (two records sharing one illustration) is answered as it is.
 */
export const installDemoPicture = async (
  trx: Knex.Transaction,
  mediaDir: string,
  picture: DemoPicture,
  alt: { readonly alt: string; readonly altEn: string },
  createdMs: number,
  /** The demo file's name (`employee-1.svg`), kept as the picture's original file name. */
  fileName: string | null = null,
): Promise<MediaRecord> => {
  const existing = await mediaByHash(trx, picture.contentHash)
  if (existing !== undefined) return toRecord(existing)
  mkdirSync(mediaDir, { recursive: true })
  for (const variant of picture.variants) installFile(picture.source, mediaDir, variant.file)
  const row = await insertMedia(trx, {
    content_hash: picture.contentHash,
    original_type: "png",
    width: picture.width,
    height: picture.height,
    bytes: picture.bytes,
    variants: JSON.stringify(picture.variants),
    alt: alt.alt,
    alt_en: alt.altEn,
    file_name: fileName,
    uploaded_by: null,
    created_ms: createdMs,
  })
  return toRecord(row)
}

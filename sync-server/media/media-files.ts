/**
 * The variant files in MEDIA_DIR. Each is written under a temporary name and renamed into place, so a
 * reader (or a crash) never sees half a file; names are `<hash>-<width>.<ext>`, the hash being the
 * original's, so the same upload always gives the same names. Files whose picture has no row (a crash
 * between writing them and committing the row, or a delete interrupted) are harmless, and the sweep
 * removes them once they are old enough that no upload can still be about to commit their row.
 */
import { randomBytes } from "node:crypto"
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { type MediaVariantFormat, mediaFilePattern } from "../../schema/media.ts"

const extensions: Record<MediaVariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" }

export const variantFileName = (hash: string, width: number, format: MediaVariantFormat): string =>
  `${hash}-${width}.${extensions[format]}`

const tempPrefix = ".upload-"

export const writeVariantFiles = async (
  dir: string,
  files: ReadonlyArray<{ readonly name: string; readonly data: Buffer }>,
): Promise<void> => {
  await mkdir(dir, { recursive: true })
  for (const file of files) {
    const temp = join(dir, `${tempPrefix}${randomBytes(8).toString("hex")}-${file.name}`)
    try {
      await writeFile(temp, file.data)
      await rename(temp, join(dir, file.name))
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }
}

/** Whether every named file is in the folder (a concurrent delete may have removed them). */
export const filesPresent = async (dir: string, names: ReadonlyArray<string>): Promise<boolean> => {
  for (const name of names) {
    try {
      await stat(join(dir, name))
    } catch {
      return false
    }
  }
  return true
}

export const removeVariantFiles = async (dir: string, names: ReadonlyArray<string>): Promise<void> => {
  for (const name of names) await rm(join(dir, name), { force: true })
}

/** Files (and temporaries) younger than this are left alone: their upload may still be committing. */
export const sweepGraceMs = 60 * 60 * 1000

/**
 * Remove variant files of pictures without a row (`known` holds the hashes that have one) and
 * temporaries, when older than `sweepGraceMs`. Answers the names removed.
 */
export const sweepOrphanFiles = async (
  dir: string,
  known: ReadonlySet<string>,
  now: number,
): Promise<string[]> => {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return [] // no folder yet: nothing uploaded
  }
  const removed: string[] = []
  for (const name of names) {
    const match = mediaFilePattern.exec(name)
    const orphan = name.startsWith(tempPrefix) || (match !== null && !known.has(match[1] as string))
    if (!orphan) continue
    const info = await stat(join(dir, name)).catch(() => undefined)
    if (info === undefined || now - info.mtimeMs < sweepGraceMs) continue
    await rm(join(dir, name), { force: true })
    removed.push(name)
  }
  return removed
}

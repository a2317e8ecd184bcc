/**
 * Fill a database with the scale fixture (generate.ts) through the write layer the API uses: each row
 * is decoded with its create schema and inserted with insertRow (version, change log, translation
 * basis; pictures through the media pipeline as the demo's are). The database is bootstrapped first as
 * the server would (migrations, settings, the demo content, the first administrator), so the fixture is
 * the demo plus the scale content. Rows go in batches of `batchSize`, one write transaction each: a
 * server running on the same database waits at most one batch for its own writes.
 *
 * A database holding anything but the demo (a record the demo does not have, or any enquiry) is
 * refused unless `force`: nobody fills a production site by mistake.
 */
import type { Knex } from "knex"
import { decodeWith } from "../../schema/decode.ts"
import { mediaAddress } from "../../schema/media.ts"
import { withoutEmptyUrls } from "../../schema/write-rules.ts"
import { bootstrapDatabase } from "../bootstrap/bootstrap.ts"
import { type DemoContent, demoPictureAddresses, loadDemoContent, seedTime } from "../bootstrap/seed-demo.ts"
import type { Database } from "../db/connection.ts"
import { contentTables } from "../db/tables.ts"
import { type DemoPicture, installDemoPicture, prepareDemoPictures } from "../media/demo-pictures.ts"
import { blogPostSpec, employeeSpec, projectSpec, teamSpec, toolSpec } from "../routes/content-specs.ts"
import type { ResourceSpec } from "../routes/resource.ts"
import { insertRow } from "../store/rows.ts"
import { writeTransaction } from "../sync/change-log.ts"
import { type ScaleCounts, countsAt, generateScaleContent } from "./generate.ts"

export interface SeedScaleOptions {
  /** 1 for the full fixture; 0.05 for a reduced one that tests seed in seconds. */
  readonly factor: number
  /** Fill a database that holds more than the demo all the same. */
  readonly force: boolean
  /** MEDIA_DIR of the server that will serve the database. */
  readonly mediaDir: string
  readonly now: number
  readonly admin?: { username: string | undefined; password: string | undefined }
  readonly seed?: number
}

export interface SeedScaleResult {
  readonly counts: ScaleCounts
  readonly milliseconds: number
}

export class RefusedDatabase extends Error {}

const batchSize = 100
const dayMs = 24 * 60 * 60 * 1000

const nameOfRow = (data: string): string => {
  const row = JSON.parse(data) as { name?: unknown; title?: unknown }
  return String(row.title ?? row.name ?? "")
}

/** Why the database may not be filled (it holds more than the demo), or undefined. */
export const nonDemoContent = async (knex: Knex, demo: DemoContent): Promise<string | undefined> => {
  const enquiries = (await knex(contentTables.collaborations).count({ n: "*" }).first()) as {
    n: number | string
  }
  if (Number(enquiries.n) > 0) return `it holds ${enquiries.n} enquiries`
  const demoNames = new Set<string>(
    [...demo.demoEmployees, ...demo.demoTeams, ...demo.demoProjects, ...demo.demoTools].map(
      (row) => row.name,
    ),
  )
  for (const post of demo.demoBlogPosts) demoNames.add(post.title)
  for (const table of ["employees", "teams", "projects", "tools", "blog_posts"] as const) {
    const rows = (await knex(table).select("data")) as Array<{ data: string }>
    const other = rows.map((row) => nameOfRow(row.data)).find((name) => !demoNames.has(name))
    if (other !== undefined) return `its ${table} hold "${other}", which the demo does not have`
  }
  return undefined
}

interface Pending {
  readonly spec: ResourceSpec
  readonly payload: Record<string, unknown>
  readonly createdMs: number
  readonly extra: Record<string, unknown>
  /** The row's picture (a demo address) and the alt texts it gets if it is the first to use it. */
  readonly picture?: { readonly address: string; readonly alt: string; readonly altEn: string }
}

const insertBatch = async (
  trx: Knex.Transaction,
  batch: ReadonlyArray<Pending>,
  pictures: ReadonlyMap<string, DemoPicture>,
  mediaDir: string,
  now: number,
): Promise<number[]> => {
  const ids: number[] = []
  for (const { spec, payload, createdMs, extra, picture } of batch) {
    let fields = payload
    if (picture !== undefined) {
      const prepared = pictures.get(picture.address)
      if (prepared === undefined) throw new Error(`picture not prepared: ${picture.address}`)
      const name = picture.address.split("/").pop() ?? null
      const record = await installDemoPicture(trx, mediaDir, prepared, picture, now, name)
      fields = { ...payload, image: mediaAddress(record) }
    }
    // The same decoding as an administrator's create call: a bad generated row fails loudly here.
    const decoded = decodeWith(spec.create)(fields, "en")
    if (!decoded.ok) throw new Error(`Invalid ${spec.entity}: ${JSON.stringify(decoded.issues)}`)
    const row = spec.newRow(withoutEmptyUrls(decoded.value as Record<string, unknown>), createdMs)
    ids.push((await insertRow(trx, spec.entity, { ...row, ...extra }, now)).id)
  }
  return ids
}

const pictureOf = (row: { image?: string | null | undefined }, alt: string, altEn: string | undefined) =>
  typeof row.image === "string" && row.image.startsWith("/demo/")
    ? { address: row.image, alt, altEn: altEn || alt }
    : undefined

export const seedScale = async (db: Database, options: SeedScaleOptions): Promise<SeedScaleResult> => {
  const started = performance.now()
  const demo = loadDemoContent()
  const now = seedTime(options.now)
  await bootstrapDatabase(db, {
    admin: options.admin ?? { username: undefined, password: undefined },
    demoContent: true,
    mediaDir: options.mediaDir,
    now: options.now,
  })
  const refusal = await nonDemoContent(db.knex, demo)
  if (refusal !== undefined && !options.force)
    throw new RefusedDatabase(
      `Refused: the database is not the demo (${refusal}). Pass --force to fill it anyway.`,
    )
  const counts = countsAt(options.factor)
  const content = generateScaleContent(demo, counts, options.seed)
  const pictures = await prepareDemoPictures(demoPictureAddresses(content))

  /** Insert rows in batches; answers their ids in order (positions become ids, as in the demo seed). */
  const insertAll = async (rows: ReadonlyArray<Pending>): Promise<number[]> => {
    const ids: number[] = []
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize)
      ids.push(
        ...(await writeTransaction(db, (trx) => insertBatch(trx, batch, pictures, options.mediaDir, now))),
      )
    }
    return ids
  }
  const idsAt = (positions: ReadonlyArray<number>, ids: ReadonlyArray<number>) =>
    positions.flatMap((position) => (ids[position - 1] === undefined ? [] : [ids[position - 1] as number]))
  const plain = (
    spec: ResourceSpec,
    payload: object,
    createdMs = now,
    extra = {},
    picture?: Pending["picture"],
  ) => ({ spec, payload: payload as Record<string, unknown>, createdMs, extra, picture }) satisfies Pending

  const employeeIds = await insertAll(
    content.demoEmployees.map((row) =>
      plain(employeeSpec, row, now, {}, pictureOf(row, row.name, row.nameEn)),
    ),
  )
  const teamIds = await insertAll(
    content.demoTeams.map((row) =>
      plain(
        teamSpec,
        { ...row, composition: idsAt(row.composition, employeeIds) },
        now,
        {},
        pictureOf(row, row.name, row.nameEn),
      ),
    ),
  )
  await insertAll(
    content.demoProjects.map(({ daysAgo, ...row }) =>
      plain(
        projectSpec,
        { ...row, teamComposition: idsAt(row.teamComposition ?? [], teamIds) },
        now - daysAgo * dayMs,
        {},
        pictureOf(row, row.name, row.nameEn),
      ),
    ),
  )
  await insertAll(content.demoTools.map((row) => plain(toolSpec, row)))
  await insertAll(
    content.demoBlogPosts.map(({ daysAgo, isPublished, ...row }) =>
      plain(
        blogPostSpec,
        row,
        now - Math.round(daysAgo * dayMs),
        { isPublished },
        pictureOf(row, row.title, row.titleEn),
      ),
    ),
  )
  return { counts, milliseconds: Math.round(performance.now() - started) }
}

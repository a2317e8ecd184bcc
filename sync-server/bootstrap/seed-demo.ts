/**
 * Inserts the demo content (sync-server/db/demo/content.ts, plain data kept apart from code) into an
 * empty database, through the normal insert path so versions and the change log are right. Demo rows
 * refer to each other by 1-based position; here positions become the ids the database assigned. Their
 * illustrations (`/demo/…svg` in the data) go through the upload pipeline first (media/demo-pictures.ts):
 * the rows store the pictures' media addresses, as for an uploaded picture.
 */
import type { Knex } from "knex"
import type { BlogPostCreate } from "../../schema/entities/blog-post.ts"
import type { EmployeeCreate } from "../../schema/entities/employee.ts"
import type { ProjectCreate } from "../../schema/entities/project.ts"
import type { TeamCreate } from "../../schema/entities/team.ts"
import type { ToolCreate } from "../../schema/entities/tool.ts"
import { decodeWith } from "../../schema/decode.ts"
import * as demo from "../db/demo/content.ts"
import { blogPostSpec, employeeSpec, projectSpec, teamSpec, toolSpec } from "../routes/content-specs.ts"
import type { ResourceSpec } from "../routes/resource.ts"
import { withoutEmptyUrls } from "../../schema/write-rules.ts"
import { insertRow } from "../store/rows.ts"
import { mediaAddress } from "../../schema/media.ts"
import {
  type DemoPicture,
  installDemoPicture,
  isDemoPicture,
  prepareDemoPictures,
} from "../media/demo-pictures.ts"

export interface DemoContent {
  readonly demoEmployees: ReadonlyArray<EmployeeCreate>
  readonly demoTeams: ReadonlyArray<Omit<TeamCreate, "composition"> & { composition: ReadonlyArray<number> }>
  readonly demoProjects: ReadonlyArray<
    Omit<ProjectCreate, "teamComposition"> & { teamComposition?: ReadonlyArray<number>; daysAgo: number }
  >
  readonly demoTools: ReadonlyArray<ToolCreate>
  readonly demoBlogPosts: ReadonlyArray<
    BlogPostCreate & { isPublished: boolean; readTime: number; daysAgo: number }
  >
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * The settings row and the demo content are dated as of the start of the day (UTC) they are seeded.
 * The build's prerendered pages are taken from a database seeded at build time (scripts/prerender.ts);
 * a server seeded later the same day then holds the very same rows, timestamps included, and the
 * first pull over a prerendered page changes nothing on it: React renders nothing again
 * (app/db/same-value.ts). Dated to the millisecond, every row differed, and every list and detail on
 * the page rendered once more, on a phone as it starts.
 */
export const seedTime = (now: number): number => now - (now % dayMs)

/** The demo data, checked against the interface above when the server is type-checked. */
export const loadDemoContent = (): DemoContent => demo

const positionsToIds = (positions: ReadonlyArray<number> | undefined, ids: ReadonlyArray<number>) =>
  (positions ?? []).flatMap((position) => {
    const id = ids[position - 1]
    return id === undefined ? [] : [id]
  })

/** Every demo illustration the content's rows use (their `image`), once each. */
export const demoPictureAddresses = (content: DemoContent): string[] => {
  const rows: ReadonlyArray<{ readonly image?: string | undefined }> = [
    ...content.demoEmployees,
    ...content.demoTeams,
    ...content.demoProjects,
    ...content.demoBlogPosts,
  ]
  const images = rows.flatMap(({ image }) => (image !== undefined && isDemoPicture(image) ? [image] : []))
  return [...new Set(images)]
}

/** The demo pictures ready to install (demo-pictures.ts), and the MEDIA_DIR they go into. */
export interface DemoMedia {
  readonly dir: string
  readonly pictures: ReadonlyMap<string, DemoPicture>
}

/**
 * Read (or convert) the content's pictures: done before the seed's write transaction, which must not
 * wait on sharp or on file callbacks while it holds the write lock.
 */
export const prepareDemoMedia = async (content: DemoContent, dir: string): Promise<DemoMedia> => ({
  dir,
  pictures: await prepareDemoPictures(demoPictureAddresses(content)),
})

export const seedDemoContent = async (
  trx: Knex.Transaction,
  content: DemoContent,
  now: number,
  media: DemoMedia,
) => {
  /** The row with its illustration installed as a media picture, its name as the alt texts. */
  const withPicture = async <T extends { readonly image?: string | undefined }>(
    row: T,
    name: string,
    nameEn: string | undefined,
  ): Promise<T> => {
    if (row.image === undefined || !isDemoPicture(row.image)) return row
    const picture = media.pictures.get(row.image)
    if (picture === undefined) throw new Error(`demo picture not prepared: ${row.image}`)
    const record = await installDemoPicture(
      trx,
      media.dir,
      picture,
      { alt: name, altEn: nameEn || name },
      now,
      row.image.split("/").pop() ?? null,
    )
    return { ...row, image: mediaAddress(record) }
  }
  const insert = async (spec: ResourceSpec, payload: object, createdMs = now, extra: object = {}) => {
    // Demo data goes through the same schema as an admin's create call: bad data fails loudly here.
    const decoded = decodeWith(spec.create)(payload, "en")
    if (!decoded.ok) throw new Error(`Invalid demo ${spec.entity}: ${JSON.stringify(decoded.issues)}`)
    const fields = {
      ...spec.newRow(withoutEmptyUrls(decoded.value as Record<string, unknown>), createdMs),
      ...extra,
    }
    return (await insertRow(trx, spec.entity, fields, now)).id
  }
  const employeeIds: number[] = []
  for (const employee of content.demoEmployees) {
    employeeIds.push(await insert(employeeSpec, await withPicture(employee, employee.name, employee.nameEn)))
  }
  const teamIds: number[] = []
  for (const team of content.demoTeams) {
    const composition = positionsToIds(team.composition, employeeIds)
    teamIds.push(
      await insert(teamSpec, { ...(await withPicture(team, team.name, team.nameEn)), composition }),
    )
  }
  for (const { daysAgo, ...project } of content.demoProjects) {
    const teamComposition = positionsToIds(project.teamComposition, teamIds)
    const pictured = await withPicture(project, project.name, project.nameEn)
    await insert(projectSpec, { ...pictured, teamComposition }, now - daysAgo * dayMs)
  }
  for (const tool of content.demoTools) await insert(toolSpec, tool)
  for (const { daysAgo, isPublished, ...post } of content.demoBlogPosts) {
    const pictured = await withPicture(post, post.title, post.titleEn)
    await insert(blogPostSpec, pictured, now - daysAgo * dayMs, { isPublished })
  }
}

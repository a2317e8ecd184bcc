/**
 * What a first visit pulls (docs/sync.md, "What a first visit pulls"): the cards pull
 * (GET /api/sync?fields=cards) sends each row without its detail-only fields, the long texts only the
 * record's own page shows (declared once: `detail: true` in the content kinds' declarations, the
 * post's body in blog-post.ts). A device stores such a row marked `partial` (app/db/local-row.ts) and
 * fetches the full row when its page opens (app/sync/full-rows.ts).
 * The server's feed and the app's pull both read it, and the detail pages: plain data, free of
 * Effect (a page's hydration does not load it).
 */
import { type ContentDeclaration, detailNames } from "./content-fields.ts"
import { blogPostDetailFields } from "./entities/blog-post-fields.ts"
import { employeeFields } from "./entities/employee-fields.ts"
import { projectFields } from "./entities/project-fields.ts"
import { teamFields } from "./entities/team-fields.ts"
import { toolFields } from "./entities/tool-fields.ts"
import type { EntityName } from "./sync.ts"

/** The two shapes of the feed's rows: `full` (the default), `cards` (detail-only fields left out). */
export const syncFieldModes = ["full", "cards"] as const
export type SyncFields = (typeof syncFieldModes)[number]

const declared = (declaration: ContentDeclaration) => detailNames(declaration)

/** Per entity, the fields a card never shows and the cards pull leaves out. */
export const detailOnlyFields: Readonly<Record<EntityName, ReadonlyArray<string>>> = {
  employees: declared(employeeFields),
  teams: declared(teamFields),
  projects: declared(projectFields),
  tools: declared(toolFields),
  blogPosts: blogPostDetailFields,
  collaborations: [],
  settings: [],
}

/** The row without its detail-only fields (a new object; the row is not changed). */
export const cardOf = <R extends Record<string, unknown>>(entity: EntityName, row: R): Partial<R> => {
  const card: Record<string, unknown> = { ...row }
  for (const name of detailOnlyFields[entity]) delete card[name]
  return card as Partial<R>
}

/**
 * The readiness check's row for long texts (issue 33, docs/sync.md "What a first visit pulls"): a
 * visitor's device pulls cards, rows without the texts only a record's own page shows (a post's
 * body, a project's challenge...), and fetches them when that page opens. Kept offline, every public
 * record's texts must be on the device: a record still partial is named "entity id".
 */
import { detailOnlyFields } from "../../../../schema/detail-fields.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import { db } from "../../../db/database.ts"
import type { AnyRow } from "../../../db/local-row.ts"
import type { ItemCheck } from "./verify.ts"

const publicKinds: ReadonlyArray<EntityName> = ["employees", "teams", "projects", "tools", "blogPosts"]

/** A post when published, another record unless switched off (a signed-in device holds both). */
const isPublic = (entity: EntityName, row: AnyRow): boolean =>
  entity === "blogPosts" ? row.isPublished === true : row.isActive !== false

export const bodiesReadiness = async (): Promise<ItemCheck> => {
  let total = 0
  const missing: string[] = []
  for (const entity of publicKinds) {
    if (detailOnlyFields[entity].length === 0) continue
    for (const row of await db.rowsOf(entity).toArray()) {
      if (!isPublic(entity, row)) continue
      total += 1
      if (row.partial === true) missing.push(`${entity} ${row.id}`)
    }
  }
  return { total, present: total - missing.length, missing }
}

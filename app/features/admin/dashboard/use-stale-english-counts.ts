/**
 * How many records of each kind have an English text behind its Chinese, and how many of the
 * settings' texts are (issue 31, item 3), from the device, live: the dashboard's translation card.
 * Every row is read (a thousand posts read in milliseconds; the dashboard asks once per change).
 * Here rather than in db/hooks.ts, which the public pages load: the translated fields are read off
 * the Effect row schemas, which the public first load does without.
 */
import type { EntityName } from "../../../../schema/sync.ts"
import { translatedEntities, translatedFieldsOf } from "../../../../schema/translated-fields.ts"
import { staleEnglish } from "../../../../schema/translation-status.ts"
import { db } from "../../../db/database.ts"
import { useLiveQuery } from "../../../db/use-live-query.ts"

/** The kinds of records written in two languages (the settings aside). */
export type TranslatedKind = Exclude<EntityName, "settings" | "collaborations">

export interface StaleEnglishCounts {
  /** Records with an English text behind, per kind, in the kinds' order. */
  readonly records: ReadonlyArray<{ readonly entity: TranslatedKind; readonly count: number }>
  /** The settings' texts that are behind. */
  readonly settings: number
}

export const staleEnglishCounts = async (): Promise<StaleEnglishCounts> => {
  const records: Array<StaleEnglishCounts["records"][number]> = []
  let settings = 0
  for (const entity of translatedEntities) {
    const rows = await db.rowsOf(entity).toArray()
    const fields = translatedFieldsOf(entity)
    const behind = rows.map((row) => staleEnglish(fields, row as Record<string, unknown>).length)
    if (entity === "settings") settings = behind.reduce((sum, count) => sum + count, 0)
    else if (entity !== "collaborations")
      records.push({ entity, count: behind.filter((count) => count > 0).length })
  }
  return { records, settings }
}

export const useStaleEnglishCounts = (): StaleEnglishCounts | undefined =>
  useLiveQuery(staleEnglishCounts, [])

import { chineseOf, englishBasisRowField, englishCheckedWriteField } from "../translation-status.ts"
import { Schema } from "effect"
import { declaredSchemas } from "../declared-schemas.ts"
import { RequiredText, rowMeta } from "../fields.ts"
import { teamFields } from "./team-fields.ts"

/**
 * A digital team: a composition of digital employees (their ids, in order). Its fields are declared
 * once, in team-fields.ts; the schemas below are derived from that declaration (declared-schemas.ts),
 * plus what no form edits: the sync bookkeeping, the list's on/off switch, the creation time, and the
 * spec's `category` code, which no page shows.
 */
const declared = declaredSchemas(teamFields)

export const Team = Schema.Struct({
  ...rowMeta,
  // Which English texts fell behind their Chinese (schema/translation-status.ts).
  ...englishBasisRowField,
  ...declared.row,
  category: Schema.String,
  isActive: Schema.Boolean,
  createdAt: Schema.String,
})
export type Team = typeof Team.Type

export const teamEnglishFields = declared.englishFields

export const TeamCreate = Schema.Struct({ ...declared.create, category: Schema.optionalKey(RequiredText()) })
// The payload as sent: English twins may be left out (decoding stores them empty).
export type TeamCreate = typeof TeamCreate.Encoded

export const TeamUpdate = Schema.Struct({
  ...englishCheckedWriteField(chineseOf(teamEnglishFields)),
  ...declared.update,
  category: Schema.optionalKey(RequiredText()),
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type TeamUpdate = typeof TeamUpdate.Type

export const teamDefaults: Readonly<Record<string, unknown>> = {
  ...declared.defaults,
  category: "customer_service",
  isActive: true,
}

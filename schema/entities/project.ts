import { chineseOf, englishBasisRowField, englishCheckedWriteField } from "../translation-status.ts"
import { scheduleRowFields, scheduleWriteFields } from "../schedule.ts"
import { Schema } from "effect"
import { declaredSchemas } from "../declared-schemas.ts"
import { RequiredText, rowMeta } from "../fields.ts"
import { projectFields } from "./project-fields.ts"

/**
 * A project case study. `teamDescription` is the industry label the admin calls "team category";
 * `teamComposition` holds the ids of the teams that delivered it. Its fields are declared once, in
 * project-fields.ts; the schemas below are derived from that declaration (declared-schemas.ts), plus
 * what no form edits: the sync bookkeeping, the list's on/off switch, the creation time, and the
 * spec's `category` code, which no page shows.
 */
const declared = declaredSchemas(projectFields)

export const Project = Schema.Struct({
  ...rowMeta,
  // Which English texts fell behind their Chinese (schema/translation-status.ts).
  ...englishBasisRowField,
  // When it goes public and when it stops being public, if scheduled (schema/schedule.ts).
  ...scheduleRowFields,
  ...declared.row,
  category: Schema.String,
  isActive: Schema.Boolean,
  createdAt: Schema.String,
})
export type Project = typeof Project.Type

export const projectEnglishFields = declared.englishFields

export const ProjectCreate = Schema.Struct({
  ...scheduleWriteFields,
  ...declared.create,
  category: Schema.optionalKey(RequiredText()),
})
// The payload as sent: English twins may be left out (decoding stores them empty).
export type ProjectCreate = typeof ProjectCreate.Encoded

export const ProjectUpdate = Schema.Struct({
  ...englishCheckedWriteField(chineseOf(projectEnglishFields)),
  ...scheduleWriteFields,
  ...declared.update,
  category: Schema.optionalKey(RequiredText()),
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type ProjectUpdate = typeof ProjectUpdate.Type

export const projectDefaults: Readonly<Record<string, unknown>> = {
  ...declared.defaults,
  category: "enterprise",
  isActive: true,
}

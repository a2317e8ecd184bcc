import { chineseOf, englishBasisRowField, englishCheckedWriteField } from "../translation-status.ts"
import { scheduleRowFields, scheduleWriteFields } from "../schedule.ts"
import { Schema } from "effect"
import { declaredSchemas } from "../declared-schemas.ts"
import { rowMeta } from "../fields.ts"
import { toolFields } from "./tool-fields.ts"

/**
 * An AI tool. `icon` is a Lucide icon name (default "Wrench"). `image` is an uploaded picture (issue 18);
 * null means the picture chosen by the tool's name (schema/tool-images.ts), as before it existed.
 * Its fields are declared once, in tool-fields.ts; the schemas below are derived from that declaration
 * (declared-schemas.ts), plus the sync bookkeeping, the list's on/off switch and the creation time,
 * which no form edits.
 */
const declared = declaredSchemas(toolFields)

export const Tool = Schema.Struct({
  ...rowMeta,
  // Which English texts fell behind their Chinese (schema/translation-status.ts).
  ...englishBasisRowField,
  // When it goes public and when it stops being public, if scheduled (schema/schedule.ts).
  ...scheduleRowFields,
  ...declared.row,
  isActive: Schema.Boolean,
  createdAt: Schema.String,
})
export type Tool = typeof Tool.Type

export const toolEnglishFields = declared.englishFields

export const ToolCreate = Schema.Struct({ ...scheduleWriteFields, ...declared.create })
// The payload as sent: English twins may be left out (decoding stores them empty).
export type ToolCreate = typeof ToolCreate.Encoded

export const ToolUpdate = Schema.Struct({
  ...englishCheckedWriteField(chineseOf(toolEnglishFields)),
  ...scheduleWriteFields,
  ...declared.update,
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type ToolUpdate = typeof ToolUpdate.Type

export const toolDefaults: Readonly<Record<string, unknown>> = {
  ...declared.defaults,
  isActive: true,
}

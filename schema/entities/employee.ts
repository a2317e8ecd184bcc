import { chineseOf, englishBasisRowField, englishCheckedWriteField } from "../translation-status.ts"
import { Schema } from "effect"
import { declaredSchemas } from "../declared-schemas.ts"
import { rowMeta } from "../fields.ts"
import { employeeFields } from "./employee-fields.ts"

/**
 * A digital employee. `agentVersion` is the spec's employee "version" field (default "1.0"):
 * renamed because every synced row's `version` is the integer sync version (sync-protocol.md).
 * Its fields are declared once, in employee-fields.ts; the schemas below are derived from that
 * declaration (declared-schemas.ts), plus the sync bookkeeping, the list's on/off switch and the
 * creation time, which no form edits.
 */
const declared = declaredSchemas(employeeFields)

export const Employee = Schema.Struct({
  ...rowMeta,
  // Which English texts fell behind their Chinese (schema/translation-status.ts).
  ...englishBasisRowField,
  ...declared.row,
  isActive: Schema.Boolean,
  createdAt: Schema.String,
})
export type Employee = typeof Employee.Type

export const employeeEnglishFields = declared.englishFields

export const EmployeeCreate = Schema.Struct(declared.create)
// The payload as sent: English twins may be left out (decoding stores them empty).
export type EmployeeCreate = typeof EmployeeCreate.Encoded

export const EmployeeUpdate = Schema.Struct({
  ...englishCheckedWriteField(chineseOf(employeeEnglishFields)),
  ...declared.update,
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type EmployeeUpdate = typeof EmployeeUpdate.Type

export const employeeDefaults: Readonly<Record<string, unknown>> = {
  ...declared.defaults,
  isActive: true,
}

import { Schema, Struct } from "effect"
import {
  OptionalText,
  OptionalUrl,
  RequiredText,
  RequiredUrl,
  StringList,
  limits,
  rowMeta,
} from "../fields.ts"

/**
 * A digital employee. `agentVersion` is the spec's employee "version" field (default "1.0"):
 * renamed because every synced row's `version` is the integer sync version (sync-protocol.md).
 */
export const Employee = Schema.Struct({
  ...rowMeta,
  name: Schema.String,
  image: Schema.String,
  description: Schema.String,
  profession: Schema.String,
  useCases: Schema.String,
  technicalDetails: Schema.NullOr(Schema.String),
  capabilities: Schema.Array(Schema.String),
  integrations: Schema.Array(Schema.String),
  modelBase: Schema.NullOr(Schema.String),
  agentVersion: Schema.String,
  url: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  createdAt: Schema.String,
})
export type Employee = typeof Employee.Type

const required = {
  name: RequiredText(),
  image: RequiredUrl,
  description: RequiredText(limits.mediumText),
  profession: RequiredText(),
  useCases: RequiredText(limits.mediumText),
}
const optional = {
  technicalDetails: OptionalText(),
  capabilities: Schema.optionalKey(StringList),
  integrations: Schema.optionalKey(StringList),
  modelBase: OptionalText(limits.shortText),
  agentVersion: Schema.optionalKey(RequiredText(limits.shortText)),
  url: OptionalUrl,
}

export const EmployeeCreate = Schema.Struct({ ...required, ...optional })
export type EmployeeCreate = typeof EmployeeCreate.Type

export const EmployeeUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type EmployeeUpdate = typeof EmployeeUpdate.Type

export const employeeDefaults = {
  technicalDetails: null,
  capabilities: [],
  integrations: [],
  modelBase: null,
  agentVersion: "1.0",
  url: null,
  isActive: true,
} satisfies Partial<Employee>

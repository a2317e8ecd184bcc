import { Schema, Struct } from "effect"
import {
  EnglishText,
  OptionalText,
  OptionalUrl,
  RequiredText,
  RequiredUrl,
  StringList,
  englishOnCreate,
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
  // English twins (issue 17): empty means "not translated yet", shown in Chinese, marked.
  nameEn: Schema.String,
  descriptionEn: Schema.String,
  professionEn: Schema.String,
  useCasesEn: Schema.String,
  technicalDetailsEn: Schema.String,
  capabilitiesEn: Schema.Array(Schema.String),
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

/** English twins, same limits as the Chinese fields; integrations, model and URLs are names, not prose. */
const english = {
  nameEn: EnglishText(),
  descriptionEn: EnglishText(limits.mediumText),
  professionEn: EnglishText(),
  useCasesEn: EnglishText(limits.mediumText),
  technicalDetailsEn: EnglishText(limits.mediumText),
  capabilitiesEn: StringList,
}
export const employeeEnglishFields = Object.keys(english) as ReadonlyArray<keyof typeof english>

export const EmployeeCreate = Schema.Struct({
  ...required,
  ...optional,
  nameEn: englishOnCreate(english.nameEn, ""),
  descriptionEn: englishOnCreate(english.descriptionEn, ""),
  professionEn: englishOnCreate(english.professionEn, ""),
  useCasesEn: englishOnCreate(english.useCasesEn, ""),
  technicalDetailsEn: englishOnCreate(english.technicalDetailsEn, ""),
  capabilitiesEn: englishOnCreate(english.capabilitiesEn, []),
})
// The payload as sent: English twins may be left out (decoding stores them empty).
export type EmployeeCreate = typeof EmployeeCreate.Encoded

export const EmployeeUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  ...Struct.map(english, Schema.optionalKey),
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type EmployeeUpdate = typeof EmployeeUpdate.Type

export const employeeDefaults = {
  nameEn: "",
  descriptionEn: "",
  professionEn: "",
  useCasesEn: "",
  technicalDetailsEn: "",
  capabilitiesEn: [],
  technicalDetails: null,
  capabilities: [],
  integrations: [],
  modelBase: null,
  agentVersion: "1.0",
  url: null,
  isActive: true,
} satisfies Partial<Employee>

import { Schema, Struct } from "effect"
import {
  EnglishText,
  IdList,
  OptionalText,
  OptionalUrl,
  RequiredText,
  RequiredUrl,
  StringList,
  englishOnCreate,
  limits,
  rowMeta,
} from "../fields.ts"

/** A digital team: a composition of digital employees (their ids, in order). */
export const Team = Schema.Struct({
  ...rowMeta,
  name: Schema.String,
  description: Schema.String,
  image: Schema.String,
  composition: Schema.Array(Schema.Number),
  teamType: Schema.String,
  category: Schema.String,
  capabilities: Schema.Array(Schema.String),
  technicalDetails: Schema.NullOr(Schema.String),
  // English twins (issue 17): empty means "not translated yet", shown in Chinese, marked.
  nameEn: Schema.String,
  descriptionEn: Schema.String,
  capabilitiesEn: Schema.Array(Schema.String),
  technicalDetailsEn: Schema.String,
  orchestrationType: Schema.String,
  communicationProtocol: Schema.String,
  url: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  createdAt: Schema.String,
})
export type Team = typeof Team.Type

const required = {
  name: RequiredText(),
  description: RequiredText(limits.mediumText),
  image: RequiredUrl,
  composition: IdList,
}
const optional = {
  teamType: Schema.optionalKey(RequiredText()),
  category: Schema.optionalKey(RequiredText()),
  capabilities: Schema.optionalKey(StringList),
  technicalDetails: OptionalText(),
  orchestrationType: Schema.optionalKey(RequiredText()),
  communicationProtocol: Schema.optionalKey(RequiredText()),
  url: OptionalUrl,
}

/** English twins, same limits as the Chinese fields; type, category and protocol are codes, not prose. */
const english = {
  nameEn: EnglishText(),
  descriptionEn: EnglishText(limits.mediumText),
  capabilitiesEn: StringList,
  technicalDetailsEn: EnglishText(limits.mediumText),
}
export const teamEnglishFields = Object.keys(english) as ReadonlyArray<keyof typeof english>

export const TeamCreate = Schema.Struct({
  ...required,
  ...optional,
  nameEn: englishOnCreate(english.nameEn, ""),
  descriptionEn: englishOnCreate(english.descriptionEn, ""),
  capabilitiesEn: englishOnCreate(english.capabilitiesEn, []),
  technicalDetailsEn: englishOnCreate(english.technicalDetailsEn, ""),
})
// The payload as sent: English twins may be left out (decoding stores them empty).
export type TeamCreate = typeof TeamCreate.Encoded

export const TeamUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  ...Struct.map(english, Schema.optionalKey),
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type TeamUpdate = typeof TeamUpdate.Type

export const teamDefaults = {
  nameEn: "",
  descriptionEn: "",
  capabilitiesEn: [],
  technicalDetailsEn: "",
  teamType: "standard",
  category: "customer_service",
  capabilities: [],
  technicalDetails: null,
  orchestrationType: "sequential",
  communicationProtocol: "standard",
  url: null,
  isActive: true,
} satisfies Partial<Team>

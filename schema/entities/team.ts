import { Schema, Struct } from "effect"
import {
  IdList,
  OptionalText,
  OptionalUrl,
  RequiredText,
  RequiredUrl,
  StringList,
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

export const TeamCreate = Schema.Struct({ ...required, ...optional })
export type TeamCreate = typeof TeamCreate.Type

export const TeamUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type TeamUpdate = typeof TeamUpdate.Type

export const teamDefaults = {
  teamType: "standard",
  category: "customer_service",
  capabilities: [],
  technicalDetails: null,
  orchestrationType: "sequential",
  communicationProtocol: "standard",
  url: null,
  isActive: true,
} satisfies Partial<Team>

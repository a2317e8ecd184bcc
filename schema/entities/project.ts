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

/**
 * A project case study. `teamDescription` is the industry label the admin calls "team category";
 * `teamComposition` holds the ids of the teams that delivered it.
 */
export const Project = Schema.Struct({
  ...rowMeta,
  name: Schema.String,
  createdAt: Schema.String,
  description: Schema.String,
  image: Schema.String,
  teamDescription: Schema.String,
  category: Schema.String,
  industry: Schema.NullOr(Schema.String),
  challengeDescription: Schema.NullOr(Schema.String),
  solutionDescription: Schema.NullOr(Schema.String),
  resultDescription: Schema.NullOr(Schema.String),
  technologies: Schema.Array(Schema.String),
  teamComposition: Schema.Array(Schema.Number),
  url: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
})
export type Project = typeof Project.Type

const required = {
  name: RequiredText(),
  description: RequiredText(limits.mediumText),
  image: RequiredUrl,
  teamDescription: RequiredText(),
}
const optional = {
  category: Schema.optionalKey(RequiredText()),
  industry: OptionalText(limits.shortText),
  challengeDescription: OptionalText(),
  solutionDescription: OptionalText(),
  resultDescription: OptionalText(),
  technologies: Schema.optionalKey(StringList),
  teamComposition: Schema.optionalKey(IdList),
  url: OptionalUrl,
}

export const ProjectCreate = Schema.Struct({ ...required, ...optional })
export type ProjectCreate = typeof ProjectCreate.Type

export const ProjectUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type ProjectUpdate = typeof ProjectUpdate.Type

export const projectDefaults = {
  category: "enterprise",
  industry: null,
  challengeDescription: null,
  solutionDescription: null,
  resultDescription: null,
  technologies: [],
  teamComposition: [],
  url: null,
  isActive: true,
} satisfies Partial<Project>

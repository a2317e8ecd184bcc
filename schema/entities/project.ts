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
  // English twins (issue 17): empty means "not translated yet", shown in Chinese, marked.
  nameEn: Schema.String,
  descriptionEn: Schema.String,
  teamDescriptionEn: Schema.String,
  industryEn: Schema.String,
  challengeDescriptionEn: Schema.String,
  solutionDescriptionEn: Schema.String,
  resultDescriptionEn: Schema.String,
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

/** English twins, same limits as the Chinese fields; category is a code, technologies are names. */
const english = {
  nameEn: EnglishText(),
  descriptionEn: EnglishText(limits.mediumText),
  teamDescriptionEn: EnglishText(),
  industryEn: EnglishText(limits.shortText),
  challengeDescriptionEn: EnglishText(limits.mediumText),
  solutionDescriptionEn: EnglishText(limits.mediumText),
  resultDescriptionEn: EnglishText(limits.mediumText),
}
export const projectEnglishFields = Object.keys(english) as ReadonlyArray<keyof typeof english>

export const ProjectCreate = Schema.Struct({
  ...required,
  ...optional,
  nameEn: englishOnCreate(english.nameEn, ""),
  descriptionEn: englishOnCreate(english.descriptionEn, ""),
  teamDescriptionEn: englishOnCreate(english.teamDescriptionEn, ""),
  industryEn: englishOnCreate(english.industryEn, ""),
  challengeDescriptionEn: englishOnCreate(english.challengeDescriptionEn, ""),
  solutionDescriptionEn: englishOnCreate(english.solutionDescriptionEn, ""),
  resultDescriptionEn: englishOnCreate(english.resultDescriptionEn, ""),
})
// The payload as sent: English twins may be left out (decoding stores them empty).
export type ProjectCreate = typeof ProjectCreate.Encoded

export const ProjectUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  ...Struct.map(english, Schema.optionalKey),
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type ProjectUpdate = typeof ProjectUpdate.Type

export const projectDefaults = {
  nameEn: "",
  descriptionEn: "",
  teamDescriptionEn: "",
  industryEn: "",
  challengeDescriptionEn: "",
  solutionDescriptionEn: "",
  resultDescriptionEn: "",
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

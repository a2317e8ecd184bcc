import { Schema, Struct } from "effect"
import {
  EnglishText,
  OptionalText,
  OptionalUrl,
  RequiredText,
  StringList,
  englishOnCreate,
  limits,
  rowMeta,
} from "../fields.ts"

/**
 * An AI tool. `icon` is a Lucide icon name (default "Wrench"). `image` is an uploaded picture (issue 18);
 * null means the picture chosen by the tool's name (schema/tool-images.ts), as before it existed.
 */
export const Tool = Schema.Struct({
  ...rowMeta,
  name: Schema.String,
  description: Schema.String,
  technicalDescription: Schema.NullOr(Schema.String),
  icon: Schema.String,
  category: Schema.String,
  image: Schema.NullOr(Schema.String),
  features: Schema.Array(Schema.String),
  // English twins (issue 17): empty means "not translated yet", shown in Chinese, marked.
  nameEn: Schema.String,
  descriptionEn: Schema.String,
  technicalDescriptionEn: Schema.String,
  featuresEn: Schema.Array(Schema.String),
  compatibility: Schema.Array(Schema.String),
  apiDocUrl: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  createdAt: Schema.String,
})
export type Tool = typeof Tool.Type

const required = {
  name: RequiredText(),
  description: RequiredText(limits.mediumText),
}
const optional = {
  technicalDescription: OptionalText(),
  icon: Schema.optionalKey(RequiredText(limits.shortText)),
  category: Schema.optionalKey(RequiredText()),
  // Optional, unlike other entities' pictures: a tool without one keeps its name-chosen picture.
  image: OptionalUrl,
  features: Schema.optionalKey(StringList),
  compatibility: Schema.optionalKey(StringList),
  apiDocUrl: OptionalUrl,
  url: OptionalUrl,
}

/** English twins, same limits as the Chinese fields; icon and category are codes, compatibility names. */
const english = {
  nameEn: EnglishText(),
  descriptionEn: EnglishText(limits.mediumText),
  technicalDescriptionEn: EnglishText(limits.mediumText),
  featuresEn: StringList,
}
export const toolEnglishFields = Object.keys(english) as ReadonlyArray<keyof typeof english>

export const ToolCreate = Schema.Struct({
  ...required,
  ...optional,
  nameEn: englishOnCreate(english.nameEn, ""),
  descriptionEn: englishOnCreate(english.descriptionEn, ""),
  technicalDescriptionEn: englishOnCreate(english.technicalDescriptionEn, ""),
  featuresEn: englishOnCreate(english.featuresEn, []),
})
// The payload as sent: English twins may be left out (decoding stores them empty).
export type ToolCreate = typeof ToolCreate.Encoded

export const ToolUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  ...Struct.map(english, Schema.optionalKey),
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type ToolUpdate = typeof ToolUpdate.Type

export const toolDefaults = {
  nameEn: "",
  descriptionEn: "",
  technicalDescriptionEn: "",
  featuresEn: [],
  technicalDescription: null,
  icon: "Wrench",
  category: "productivity",
  image: null,
  features: [],
  compatibility: [],
  apiDocUrl: null,
  url: null,
  isActive: true,
} satisfies Partial<Tool>

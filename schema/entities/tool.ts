import { Schema, Struct } from "effect"
import { OptionalText, OptionalUrl, RequiredText, StringList, limits, rowMeta } from "../fields.ts"

/** An AI tool. `icon` is a Lucide icon name (default "Wrench"). */
export const Tool = Schema.Struct({
  ...rowMeta,
  name: Schema.String,
  description: Schema.String,
  technicalDescription: Schema.NullOr(Schema.String),
  icon: Schema.String,
  category: Schema.String,
  features: Schema.Array(Schema.String),
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
  features: Schema.optionalKey(StringList),
  compatibility: Schema.optionalKey(StringList),
  apiDocUrl: OptionalUrl,
  url: OptionalUrl,
}

export const ToolCreate = Schema.Struct({ ...required, ...optional })
export type ToolCreate = typeof ToolCreate.Type

export const ToolUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...optional,
  isActive: Schema.optionalKey(Schema.Boolean),
})
export type ToolUpdate = typeof ToolUpdate.Type

export const toolDefaults = {
  technicalDescription: null,
  icon: "Wrench",
  category: "productivity",
  features: [],
  compatibility: [],
  apiDocUrl: null,
  url: null,
  isActive: true,
} satisfies Partial<Tool>

/**
 * The schemas of a declared content kind (schema/content-fields.ts), derived from its declaration:
 * what a stored row holds, what a create and an update may send, and what a new row starts with. The
 * client's outbox and the server's write routes decode with these, so a field declared once is
 * checked the same on both sides (the mutator is the contract, as in Replicache and Zero).
 *
 * The rules, one per widget:
 * - a text with neither `optional` nor `default` is required (present, not blank); `long` ones may
 *   hold limits.mediumText characters, others limits.shortText;
 * - an `optional` text may be left out or null (stored null); a text or select with a `default` may be
 *   left out (stored as the default) but never blank;
 * - a list may be left out (stored empty); references are ids of existing records, required unless
 *   `optional` (then stored empty);
 * - an address may be left out, null or empty (stored null); a picture is required unless `optional`;
 * - an English twin has the limit of its field, may be empty, and is stored empty when a create leaves
 *   it out; an update that leaves it out leaves it as it is.
 */
import { Schema } from "effect"
import { type ContentDeclaration, type ContentField, twinOf } from "./content-fields.ts"
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
} from "./fields.ts"

type Fields<D extends ContentDeclaration> = D["fields"][number]
type Named<D extends ContentDeclaration, N> = Extract<Fields<D>, { readonly name: N }>
type TwinName<F extends ContentField> = F extends { readonly english: true } ? `${F["name"]}En` : never

/** A field whose key a create may leave out (it has a stored default): see mayBeLeftOut. */
type Defaulted<F extends ContentField> = F extends { readonly default: string }
  ? true
  : F["widget"] extends "list" | "url"
    ? true
    : F extends { readonly optional: true }
      ? true
      : false

/** What a field holds in a stored row. */
type RowOf<F extends ContentField> = F["widget"] extends "list"
  ? Schema.$Array<Schema.String>
  : F["widget"] extends "references"
    ? Schema.$Array<Schema.Number>
    : F extends { readonly default: string }
      ? Schema.String
      : F["widget"] extends "url"
        ? Schema.NullOr<Schema.String>
        : F extends { readonly optional: true }
          ? Schema.NullOr<Schema.String>
          : Schema.String

/** What a create (or an update) may send for a field, when it sends it: what the row holds. */
type ValueOf<F extends ContentField> = RowOf<F>

type TwinRowOf<F extends ContentField> = F["widget"] extends "list"
  ? Schema.$Array<Schema.String>
  : Schema.String

export type DeclaredRowFields<D extends ContentDeclaration> = {
  readonly [N in Fields<D>["name"]]: RowOf<Named<D, N>>
} & { readonly [N in TwinName<Fields<D>>]: TwinRowOf<Extract<Fields<D>, { readonly name: TwinBase<N> }>> }

type TwinBase<N> = N extends `${infer B}En` ? B : never

export type DeclaredCreateFields<D extends ContentDeclaration> = {
  readonly [N in Fields<D>["name"]]: Defaulted<Named<D, N>> extends true
    ? Schema.optionalKey<ValueOf<Named<D, N>>>
    : ValueOf<Named<D, N>>
} & {
  readonly [N in TwinName<Fields<D>>]: Schema.withDecodingDefaultKey<
    TwinRowOf<Extract<Fields<D>, { readonly name: TwinBase<N> }>>
  >
}

export type DeclaredUpdateFields<D extends ContentDeclaration> = {
  readonly [N in Fields<D>["name"]]: Schema.optionalKey<ValueOf<Named<D, N>>>
} & {
  readonly [N in TwinName<Fields<D>>]: Schema.optionalKey<
    TwinRowOf<Extract<Fields<D>, { readonly name: TwinBase<N> }>>
  >
}

const maxOf = (field: ContentField): number => (field.long ? limits.mediumText : limits.shortText)

/** A field's row schema (see the rules above). */
const rowSchema = (field: ContentField): Schema.Top => {
  switch (field.widget) {
    case "list":
      return Schema.Array(Schema.String)
    case "references":
      return Schema.Array(Schema.Number)
    case "url":
      return Schema.NullOr(Schema.String)
    default:
      return field.optional && field.default === undefined ? Schema.NullOr(Schema.String) : Schema.String
  }
}

/** A field's create schema, the key optional where the field has a default. */
const createSchema = (field: ContentField): Schema.Top => {
  switch (field.widget) {
    case "list":
      return Schema.optionalKey(StringList)
    case "references":
      return field.optional ? Schema.optionalKey(IdList) : IdList
    case "url":
      return OptionalUrl
    case "image":
      return field.optional ? OptionalUrl : RequiredUrl
    default:
      if (field.default !== undefined) return Schema.optionalKey(RequiredText(maxOf(field)))
      return field.optional ? OptionalText(maxOf(field)) : RequiredText(maxOf(field))
  }
}

/** Whether a create may leave the field out (it then holds its default): the Defaulted rule above. */
const mayBeLeftOut = (field: ContentField): boolean =>
  field.default !== undefined || field.widget === "list" || field.widget === "url" || field.optional === true

/** An update may leave any field out; what it sends is checked as on create. */
const updateSchema = (field: ContentField): Schema.Top =>
  mayBeLeftOut(field) ? createSchema(field) : Schema.optionalKey(createSchema(field))

const twinValue = (field: ContentField) => (field.widget === "list" ? StringList : EnglishText(maxOf(field)))
const twinEmpty = (field: ContentField): string | ReadonlyArray<string> => (field.widget === "list" ? [] : "")

/** What a new row holds for each field a create may leave out. */
const defaultOf = (field: ContentField): unknown => {
  if (field.default !== undefined) return field.default
  if (field.widget === "list" || field.widget === "references") return []
  return null
}

export interface DeclaredSchemas<D extends ContentDeclaration> {
  readonly row: DeclaredRowFields<D>
  readonly create: DeclaredCreateFields<D>
  readonly update: DeclaredUpdateFields<D>
  /** What a new row holds for each field a create may leave out, twins included. */
  readonly defaults: Readonly<Record<string, unknown>>
  /** The English twins' names. */
  readonly englishFields: ReadonlyArray<TwinName<Fields<D>>>
}

/** The struct fields of a declared kind's schemas (the entity adds its bookkeeping fields). */
export const declaredSchemas = <const D extends ContentDeclaration>(declaration: D): DeclaredSchemas<D> => {
  const row: Record<string, Schema.Top> = {}
  const create: Record<string, Schema.Top> = {}
  const update: Record<string, Schema.Top> = {}
  const defaults: Record<string, unknown> = {}
  const englishFields: string[] = []
  for (const field of declaration.fields) {
    row[field.name] = rowSchema(field)
    create[field.name] = createSchema(field)
    update[field.name] = updateSchema(field)
    if (mayBeLeftOut(field)) defaults[field.name] = defaultOf(field)
  }
  for (const field of declaration.fields) {
    if (!field.english) continue
    const twin = twinOf(field)
    englishFields.push(twin)
    row[twin] = field.widget === "list" ? Schema.Array(Schema.String) : Schema.String
    create[twin] = englishOnCreate(twinValue(field), twinEmpty(field))
    update[twin] = Schema.optionalKey(twinValue(field))
    defaults[twin] = twinEmpty(field)
  }
  return {
    row: row as unknown as DeclaredRowFields<D>,
    create: create as unknown as DeclaredCreateFields<D>,
    update: update as unknown as DeclaredUpdateFields<D>,
    defaults,
    englishFields: englishFields as unknown as ReadonlyArray<TwinName<Fields<D>>>,
  }
}

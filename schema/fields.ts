/**
 * Field building blocks shared by every entity schema. Each check carries a message code from
 * messages.ts, never text, so the same schema reports errors in either language.
 */
import { Effect, Schema } from "effect"
import { isValidUrl } from "./url.ts"

/** Upper bounds keep one row small enough to sync; generous for real content. */
export const limits = {
  shortText: 200,
  mediumText: 2_000,
  longText: 100_000,
  listItems: 100,
} as const

const isNotBlank = Schema.makeFilter<string>((value) => value.trim().length > 0, { message: "required" })
const maxLength = (max: number) => Schema.isMaxLength(max, { message: "tooLong" })

/** A required text: present, not only spaces, at most `max` characters. */
export const RequiredText = (max: number = limits.shortText) =>
  Schema.String.check(isNotBlank, maxLength(max))

/** An optional, nullable text: absent, null or any string up to `max` (empty is allowed). */
export const OptionalText = (max: number = limits.mediumText) =>
  Schema.optionalKey(Schema.NullOr(Schema.String.check(maxLength(max))))

/** A URL following spec section 5, or null / empty (treated as "no URL"). */
export const UrlValue = Schema.String.check(
  maxLength(limits.mediumText),
  Schema.makeFilter<string>((value) => value === "" || isValidUrl(value), { message: "url" }),
)
export const OptionalUrl = Schema.optionalKey(Schema.NullOr(UrlValue))

/** A required URL (a picture's address): present, not only spaces, and following the URL rule. */
export const RequiredUrl = RequiredText(limits.mediumText).check(
  Schema.makeFilter<string>((value) => value.trim() === "" || isValidUrl(value), { message: "url" }),
)

export const StringList = Schema.Array(Schema.String.check(maxLength(limits.shortText))).check(
  Schema.isMaxLength(limits.listItems, { message: "tooLong" }),
)

/**
 * The largest id a record can have: ids are 32-bit integer columns on PostgreSQL (`increments`), the
 * stricter engine. A larger number names no record on either engine (and PostgreSQL refuses to even
 * compare it with an id column).
 */
export const maxRecordId = 2_147_483_647

/** A positive whole number used as a record id (positive: negative ids are the client's temporaries). */
export const Id = Schema.Number.check(
  Schema.isInt({ message: "invalidId" }),
  Schema.isGreaterThanOrEqualTo(1, { message: "invalidId" }),
  Schema.isLessThanOrEqualTo(maxRecordId, { message: "invalidId" }),
)
export const IdList = Schema.Array(Id).check(Schema.isMaxLength(limits.listItems, { message: "tooLong" }))

export const HexColor = Schema.String.check(
  Schema.isPattern(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: "color" }),
)

/** Default applied when the key is missing from the input (decode side). */
export const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefault(Effect.succeed(value)))

/** Server-owned fields present on every synced row. */
export const rowMeta = {
  id: Schema.Number,
  version: Schema.Number,
  updatedAt: Schema.String,
} as const

/**
 * The English twin of a content text (issue 17, schema/localized.ts): may be empty (the page then
 * falls back to the Chinese, marked), never null, with the same length limit as its Chinese field.
 */
export const EnglishText = (max: number = limits.shortText) => Schema.String.check(maxLength(max))

/** On create a missing English twin is stored empty; on update a missing one is left as it is. */
export const englishOnCreate = <S extends Schema.Top & { readonly Encoded: string | ReadonlyArray<string> }>(
  schema: S,
  empty: S["Encoded"],
) => schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(empty)))

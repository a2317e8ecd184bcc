import { Schema } from "effect"
import { HexColor, RequiredText, UrlValue, limits, rowMeta } from "../fields.ts"
import { englishBasisRowField, englishCheckedWriteField, translatedAmong } from "../translation-status.ts"
import { editablePageFields, maxPageBodyLength } from "./editable-pages.ts"
import { type DefaultSettings, siteLinkKeys } from "./settings-defaults.ts"

/** Settings texts are never null: an optional key whose value may be empty. */
const Text = (max: number = limits.mediumText) =>
  Schema.optionalKey(Schema.String.check(Schema.isMaxLength(max, { message: "tooLong" })))

/** The longest enquiry retention a person may set: ten years. */
export const maxEnquiryRetentionDays = 3650

const isRetentionDays = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= maxEnquiryRetentionDays

/**
 * Days a completed or rejected enquiry is kept after its last change (0: for ever;
 * sync-server/abuse/enquiry-retention.ts). One message for anything else, a text or a fraction alike.
 */
export const EnquiryRetentionDays = Schema.Unknown.pipe(
  Schema.refine(isRetentionDays, { message: "settings.enquiryRetentionDays" }),
)

/** One schema for every outside address of the settings (siteLinkKeys). */
function linkFields<S extends Schema.Top>(schema: S): { readonly [K in (typeof siteLinkKeys)[number]]: S } {
  return Object.fromEntries(siteLinkKeys.map((key) => [key, schema])) as {
    readonly [K in (typeof siteLinkKeys)[number]]: S
  }
}

/** One schema for each editable page's Markdown and its English twin (editable-pages.ts). */
function pageFields<S extends Schema.Top>(schema: S) {
  return Object.fromEntries(
    editablePageFields.flatMap((key) => [key, `${key}En`].map((name) => [name, schema])),
  ) as {
    readonly [K in (typeof editablePageFields)[number] | `${(typeof editablePageFields)[number]}En`]: S
  }
}

/** The single site-settings row (id 1). */
export const Settings = Schema.Struct({
  ...rowMeta,
  // Which English texts fell behind their Chinese (schema/translation-status.ts).
  ...englishBasisRowField,
  siteName: Schema.String,
  siteTagline: Schema.String,
  primaryColor: Schema.String,
  accentColor: Schema.String,
  metaDescription: Schema.String,
  contactEmail: Schema.String,
  contactPhone: Schema.String,
  contactAddress: Schema.String,
  showEmployees: Schema.Boolean,
  showTeams: Schema.Boolean,
  showProjects: Schema.Boolean,
  showTools: Schema.Boolean,
  showCollaboration: Schema.Boolean,
  showBlog: Schema.Boolean,
  heroHeading: Schema.String,
  heroSubheading: Schema.String,
  heroCtaText: Schema.String,
  heroCtaUrl: Schema.String,
  heroBgClass: Schema.String,
  // English twins of the site's texts (issue 17); empty shows the Chinese, marked.
  siteNameEn: Schema.String,
  siteTaglineEn: Schema.String,
  metaDescriptionEn: Schema.String,
  contactAddressEn: Schema.String,
  heroHeadingEn: Schema.String,
  heroSubheadingEn: Schema.String,
  heroCtaTextEn: Schema.String,
  // Enquiry retention (issue 26, item 2). A row stored before it has no key: it reads as the default, 0.
  enquiryRetentionDays: Schema.Number,
  // Addresses outside this site (issue 28): empty draws no link. A row stored before them reads as "".
  ...linkFields(Schema.String),
  // The about, privacy and terms pages' Markdown (issue 31): migration 018 gives stored rows today's.
  ...pageFields(Schema.String),
})
export type Settings = typeof Settings.Type
export type SettingsFields = Omit<Settings, "id" | "version" | "updatedAt">

// The defaults live in settings-defaults.ts (no effect runtime there, so the public first load can
// use them); this line makes the type check prove both describe the same fields.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _sameFields: Same<SettingsFields, DefaultSettings> = true

/** PATCH /api/settings: any subset of the settings fields. */
export const SettingsUpdate = Schema.Struct({
  ...englishCheckedWriteField(translatedAmong(Object.keys(Settings.fields))),
  siteName: Schema.optionalKey(RequiredText()),
  siteTagline: Text(limits.shortText),
  primaryColor: Schema.optionalKey(HexColor),
  accentColor: Schema.optionalKey(HexColor),
  metaDescription: Text(),
  contactEmail: Text(limits.shortText),
  contactPhone: Text(limits.shortText),
  contactAddress: Text(),
  showEmployees: Schema.optionalKey(Schema.Boolean),
  showTeams: Schema.optionalKey(Schema.Boolean),
  showProjects: Schema.optionalKey(Schema.Boolean),
  showTools: Schema.optionalKey(Schema.Boolean),
  showCollaboration: Schema.optionalKey(Schema.Boolean),
  showBlog: Schema.optionalKey(Schema.Boolean),
  heroHeading: Schema.optionalKey(RequiredText()),
  heroSubheading: Text(),
  heroCtaText: Schema.optionalKey(RequiredText()),
  heroCtaUrl: Schema.optionalKey(UrlValue.check(Schema.isMinLength(1, { message: "url" }))),
  heroBgClass: Text(limits.shortText),
  // English twins: optional and may be empty (required marks are on the Chinese texts only).
  siteNameEn: Text(limits.shortText),
  siteTaglineEn: Text(limits.shortText),
  metaDescriptionEn: Text(),
  contactAddressEn: Text(),
  heroHeadingEn: Text(limits.shortText),
  heroSubheadingEn: Text(),
  heroCtaTextEn: Text(limits.shortText),
  enquiryRetentionDays: Schema.optionalKey(EnquiryRetentionDays),
  // An outside address follows the URL rule; empty takes the link away.
  ...linkFields(Schema.optionalKey(UrlValue)),
  // A page's text may be empty (the English one then shows the Chinese, marked), never over-long.
  ...pageFields(Text(maxPageBodyLength)),
})
export type SettingsUpdate = typeof SettingsUpdate.Type

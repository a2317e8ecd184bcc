import { Schema } from "effect"
import { HexColor, RequiredText, UrlValue, limits, rowMeta } from "../fields.ts"

/** Settings texts are never null: an optional key whose value may be empty. */
const Text = (max: number = limits.mediumText) =>
  Schema.optionalKey(Schema.String.check(Schema.isMaxLength(max, { message: "tooLong" })))

/** The single site-settings row (id 1). */
export const Settings = Schema.Struct({
  ...rowMeta,
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
})
export type Settings = typeof Settings.Type
export type SettingsFields = Omit<Settings, "id" | "version" | "updatedAt">

export const settingsDefaults: SettingsFields = {
  siteName: "智元数字员工",
  siteTagline: "定制、管理和发布您的 AI 数字员工",
  primaryColor: "#3b82f6",
  accentColor: "#10b981",
  metaDescription: "智元数字员工平台帮助企业定制、管理和发布 AI 智能体，组建数字团队，让业务自动运转。",
  contactEmail: "contact@example.com",
  contactPhone: "+86 400-000-0000",
  contactAddress: "中国 上海市 浦东新区 示例路 100 号",
  showEmployees: true,
  showTeams: true,
  showProjects: true,
  showTools: true,
  showCollaboration: true,
  showBlog: true,
  heroHeading: "让 AI 数字员工成为您团队的一员",
  heroSubheading: "定制专属智能体，组建数字团队，7×24 小时高效完成客服、营销、数据分析等工作。",
  heroCtaText: "立即开始",
  heroCtaUrl: "/employees",
  heroBgClass: "hero-gradient",
}

/** PATCH /api/settings: any subset of the settings fields. */
export const SettingsUpdate = Schema.Struct({
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
})
export type SettingsUpdate = typeof SettingsUpdate.Type

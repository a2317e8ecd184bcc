/**
 * The site settings' default values (spec section 3), kept apart from the effect/Schema definitions in
 * settings.ts so that the public site's first load can use them without the schema runtime.
 */
/**
 * The settings' addresses outside this site (issue 28): the separate workspace app (its login and
 * register pages are `login` and `register` under it), the careers page and the social accounts. A
 * link is drawn only where its address is set, so a new site shows no placeholder leading nowhere.
 */
import { type EditablePageTexts, editablePagesSeed } from "./editable-pages.ts"

export const siteLinkKeys = [
  "workspaceUrl",
  "careersUrl",
  "wechatUrl",
  "weiboUrl",
  "githubUrl",
  "linkedinUrl",
] as const
export type SiteLinkKey = (typeof siteLinkKeys)[number]

/**
 * The home hero's named backgrounds (settings.heroBgClass; issue 28: it was a raw class name the page
 * never read). All are dark, so the hero's white text keeps WCAG AA; any other stored value draws the
 * first.
 */
export const heroBackgrounds = ["hero-gradient", "hero-brand", "hero-dark"] as const
export type HeroBackground = (typeof heroBackgrounds)[number]

export const heroBackgroundOf = (value: string): HeroBackground =>
  (heroBackgrounds as ReadonlyArray<string>).includes(value) ? (value as HeroBackground) : "hero-gradient"

export interface DefaultSettings extends Readonly<Record<SiteLinkKey, string>>, EditablePageTexts {
  readonly siteName: string
  readonly siteTagline: string
  readonly primaryColor: string
  readonly accentColor: string
  readonly metaDescription: string
  readonly contactEmail: string
  readonly contactPhone: string
  readonly contactAddress: string
  readonly showEmployees: boolean
  readonly showTeams: boolean
  readonly showProjects: boolean
  readonly showTools: boolean
  readonly showCollaboration: boolean
  readonly showBlog: boolean
  readonly heroHeading: string
  readonly heroSubheading: string
  readonly heroCtaText: string
  readonly heroCtaUrl: string
  readonly heroBgClass: string
  readonly siteNameEn: string
  readonly siteTaglineEn: string
  readonly metaDescriptionEn: string
  readonly contactAddressEn: string
  readonly heroHeadingEn: string
  readonly heroSubheadingEn: string
  readonly heroCtaTextEn: string
  readonly enquiryRetentionDays: number
  /** Which English texts fell behind their Chinese (schema/translation-status.ts). */
  readonly englishBasis: Readonly<Record<string, string>>
}

export const settingsDefaults: DefaultSettings = {
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
  // The defaults' English twins, so a new site reads well in English from its first day.
  siteNameEn: "Zhiyuan Digital Employees",
  siteTaglineEn: "Customise, manage and publish your AI digital employees",
  metaDescriptionEn:
    "The Zhiyuan Digital Employees platform helps businesses customise, manage and publish AI agents and build digital teams that keep the business running.",
  contactAddressEn: "100 Example Road, Pudong New Area, Shanghai, China",
  heroHeadingEn: "Make AI digital employees part of your team",
  heroSubheadingEn:
    "Customise your own agents, build digital teams and get customer service, marketing and data analysis done around the clock.",
  heroCtaTextEn: "Get started",
  // Completed and rejected enquiries are kept for ever until an administrator sets a period.
  enquiryRetentionDays: 0,
  // Every English text above is current.
  englishBasis: {},
  // No outside address until an administrator sets one: nothing is drawn for them.
  workspaceUrl: "",
  careersUrl: "",
  wechatUrl: "",
  weiboUrl: "",
  githubUrl: "",
  linkedinUrl: "",
  // The about, privacy and terms pages' Markdown (editable-pages.ts): today's texts.
  ...editablePagesSeed,
}

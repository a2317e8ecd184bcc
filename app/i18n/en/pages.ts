/** Texts of the public content pages: lists, details, blog, collaboration, contact, about, legal (English). Mirrors app/i18n/zh-CN/pages.ts key for key. */
const pages = {
  placeholder: "Placeholder",
} as const

export default pages

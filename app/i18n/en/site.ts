/** site texts (English). Mirrors app/i18n/zh-CN/site.ts key for key. */
const site = {
  placeholder: "Placeholder",
} as const

export default site

/** sync texts (English). Mirrors app/i18n/zh-CN/sync.ts key for key. */
const sync = {
  placeholder: "Placeholder",
} as const

export default sync

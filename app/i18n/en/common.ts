/** common texts (English). Mirrors app/i18n/zh-CN/common.ts key for key. */
const common = {
  placeholder: "Placeholder",
} as const

export default common

/** The preview page's banner in both languages (the page's language decides which). */
import type { ContentLanguage } from "../../schema/localized.ts"

const texts = {
  "zh-CN": { banner: "预览，尚未发布", validUntil: "链接有效期至" },
  en: { banner: "Preview — not published", validUntil: "Link valid until" },
} as const

/** The time the link stops working, in the page's language, in the site's zone (Shanghai). */
const expiryText = (expiresAt: string, language: ContentLanguage): string =>
  new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Asia/Shanghai",
  }).format(new Date(expiresAt)) + " (GMT+8)"

export const previewBannerTexts = (language: ContentLanguage, expiresAt: string) => ({
  banner: texts[language].banner,
  expiry: `${texts[language].validUntil} ${expiryText(expiresAt, language)}`,
})

/** The addresses of a preview page: `/preview/<token>`, and `/en/preview/<token>` for the English page. */
import type { ContentLanguage } from "../../schema/localized.ts"

export const previewPath = (token: string, language: ContentLanguage): string =>
  language === "en" ? `/en/preview/${token}` : `/preview/${token}`

/**
 * English, assembled like the base locale (the site's part and the back office's); the type check
 * makes it mirror zh-CN key for key.
 */
import type { Translation } from "../i18n-types.ts"
import backOffice from "./back-office/texts.ts"
import siteTexts from "./site-texts.ts"

const en = { ...siteTexts, ...backOffice } satisfies Translation

export default en

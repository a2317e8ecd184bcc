/**
 * The base locale (zh-CN), assembled from one file per area so that the public site, the data layer
 * and the back office each own their texts, in two parts: the site's (site-texts.ts) and the back
 * office's (back-office/), which a reader's device never loads (dictionary-parts.ts). typesafe-i18n
 * generates the types from this object; its generator transpiles this file alone and runs the
 * result, so the imports say ".js" (TypeScript and Vite resolve them to the .ts files).
 */
import type { BaseTranslation } from "../i18n-types.ts"
import backOffice from "./back-office/texts.js"
import siteTexts from "./site-texts.js"

const zh_CN = { ...siteTexts, ...backOffice } satisfies BaseTranslation

export default zh_CN

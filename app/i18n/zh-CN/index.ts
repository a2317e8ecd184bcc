/**
 * The base locale (zh-CN), assembled from one file per area so that the public site, the data layer
 * and the back office each own their texts. typesafe-i18n generates the types from this object; its
 * generator transpiles this file alone and runs the result, so the area imports say ".js" (TypeScript
 * and Vite resolve them to the .ts files).
 */
import type { BaseTranslation } from "../i18n-types.ts"
import accounts from "./accounts.js"
import activity from "./activity.js"
import admin from "./admin.js"
import adminRecords from "./admin-records.js"
import adminSettings from "./admin-settings.js"
import audit from "./audit.js"
import common from "./common.js"
import content from "./content.js"
import editablePages from "./editable-pages.js"
import history from "./history.js"
import mediaUpload from "./media-upload.js"
import mediaLibrary from "./media-library.js"
import pages from "./pages.js"
import passkeys from "./passkeys.js"
import pictures from "./pictures.js"
import presence from "./presence.js"
import search from "./search.js"
import readiness from "./readiness.js"
import previewLinks from "./preview-links.js"
import schedule from "./schedule.js"
import translation from "./translation.js"
import site from "./site.js"
import sync from "./sync.js"
import twoStep from "./two-step.js"

const zh_CN = {
  common,
  site,
  pages,
  sync,
  admin,
  adminRecords,
  adminSettings,
  audit,
  activity,
  history,
  content,
  mediaLibrary,
  mediaUpload,
  pictures,
  accounts,
  passkeys,
  twoStep,
  presence,
  search,
  readiness,
  previewLinks,
  schedule,
  translation,
  editablePages,
} satisfies BaseTranslation

export default zh_CN

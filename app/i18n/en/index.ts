/** English, assembled like the base locale; the type check makes it mirror zh-CN key for key. */
import type { Translation } from "../i18n-types.ts"
import accounts from "./accounts.ts"
import activity from "./activity.ts"
import admin from "./admin.ts"
import adminRecords from "./admin-records.ts"
import adminSettings from "./admin-settings.ts"
import audit from "./audit.ts"
import common from "./common.ts"
import content from "./content.ts"
import editablePages from "./editable-pages.ts"
import history from "./history.ts"
import mediaUpload from "./media-upload.ts"
import mediaLibrary from "./media-library.ts"
import pages from "./pages.ts"
import passkeys from "./passkeys.ts"
import pictures from "./pictures.ts"
import presence from "./presence.ts"
import search from "./search.ts"
import readiness from "./readiness.ts"
import previewLinks from "./preview-links.ts"
import schedule from "./schedule.ts"
import translation from "./translation.ts"
import site from "./site.ts"
import sync from "./sync.ts"
import twoStep from "./two-step.ts"

const en = {
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
} satisfies Translation

export default en

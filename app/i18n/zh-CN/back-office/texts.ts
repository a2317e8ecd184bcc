/** The back office's texts (base locale): loaded when the back office opens (i18n/dictionary-parts.ts). */
import admin from "./admin.js"
import audit from "./audit.js"
import activity from "./activity.js"
import history from "./history.js"
import mediaLibrary from "./media-library.js"
import accounts from "./accounts.js"
import passkeys from "./passkeys.js"
import twoStep from "./two-step.js"
import presence from "./presence.js"
import previewLinks from "./preview-links.js"
import schedule from "./schedule.js"
import translation from "./translation.js"

const backOffice = {
  admin,
  audit,
  activity,
  history,
  mediaLibrary,
  accounts,
  passkeys,
  twoStep,
  presence,
  previewLinks,
  schedule,
  translation,
}

export default backOffice

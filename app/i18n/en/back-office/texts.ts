/** The back office's texts (English): loaded when the back office opens (i18n/dictionary-parts.ts). */
import admin from "./admin.ts"
import audit from "./audit.ts"
import activity from "./activity.ts"
import history from "./history.ts"
import mediaLibrary from "./media-library.ts"
import accounts from "./accounts.ts"
import passkeys from "./passkeys.ts"
import twoStep from "./two-step.ts"
import presence from "./presence.ts"
import previewLinks from "./preview-links.ts"
import schedule from "./schedule.ts"
import translation from "./translation.ts"

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

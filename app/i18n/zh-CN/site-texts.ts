/** The public site's texts (base locale), the part of the dictionary a reader's device loads (i18n/dictionary-parts.ts). */
// ".js": typesafe-i18n's generator runs this dictionary compiled to JavaScript.
import common from "./common.js"
import site from "./site.js"
import pages from "./pages.js"
import sync from "./sync.js"
import content from "./content.js"
import mediaUpload from "./media-upload.js"
import pictures from "./pictures.js"
import search from "./search.js"
import readiness from "./readiness.js"
import editablePages from "./editable-pages.js"
import adminRecords from "./admin-records.js"
import adminSettings from "./admin-settings.js"

const siteTexts = {
  common,
  site,
  pages,
  sync,
  content,
  mediaUpload,
  pictures,
  search,
  readiness,
  // Read by public pages too: the legal pages' contact lines, a declared field's label where the
  // content table has none (i18n/field-texts.ts), a conflict's field labels in the sync panel.
  editablePages,
  adminRecords,
  adminSettings,
}

export default siteTexts

/** The public site's texts (English), the part of the dictionary a reader's device loads (i18n/dictionary-parts.ts). */
import common from "./common.ts"
import site from "./site.ts"
import pages from "./pages.ts"
import sync from "./sync.ts"
import content from "./content.ts"
import mediaUpload from "./media-upload.ts"
import pictures from "./pictures.ts"
import search from "./search.ts"
import readiness from "./readiness.ts"
import editablePages from "./editable-pages.ts"
import adminRecords from "./admin-records.ts"
import adminSettings from "./admin-settings.ts"

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

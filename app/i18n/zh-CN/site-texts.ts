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
}

export default siteTexts

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

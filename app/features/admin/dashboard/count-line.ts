import type { ContentCounts } from "../../../db/admin-queries.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { SectionKey } from "../layout/nav-items.ts"

/** A section's count line ("12 digital employees"; the inbox's with how many are new); settings has none. */
export const countOf = (
  LL: TranslationFunctions,
  key: SectionKey,
  counts: ContentCounts,
): string | undefined => {
  const t = LL.admin.dashboard.counts
  switch (key) {
    case "collaborations":
      return t.collaborations({ count: counts.collaborations, fresh: counts.newCollaborations })
    case "settings":
      return undefined
    default:
      return t[key]({ count: counts[key] })
  }
}

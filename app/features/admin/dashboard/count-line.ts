import type { ContentCounts } from "../../../db/admin-queries.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { SectionKey } from "../lib/nav-items.ts"

/**
 * A section's count line, in parts ("12 digital employees"; the inbox's two: "34 enquiries", "5 new"),
 * shown joined by `LL.admin.dashboard.counts.separator()`, each part kept on one line. Settings has none.
 */
export const countParts = (
  LL: TranslationFunctions,
  key: SectionKey,
  counts: ContentCounts,
): ReadonlyArray<string> | undefined => {
  const t = LL.admin.dashboard.counts
  switch (key) {
    case "collaborations":
      return [
        t.collaborations({ count: counts.collaborations }),
        t.fresh({ count: counts.newCollaborations }),
      ]
    case "settings":
      return undefined
    default:
      return [t[key]({ count: counts[key] })]
  }
}

/** The count line as one text (what the tile reads out). */
export const countOf = (
  LL: TranslationFunctions,
  key: SectionKey,
  counts: ContentCounts,
): string | undefined => countParts(LL, key, counts)?.join(LL.admin.dashboard.counts.separator())

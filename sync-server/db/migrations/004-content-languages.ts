/**
 * Content in two languages (issue 17): every stored content row gets the English twins of its
 * human-readable fields (`name` -> `nameEn`, schema/localized.ts), empty, so the row keeps every
 * Chinese text and reads as "not translated yet". Rows keep their JSON in `data` (001-initial), so
 * the new "columns" are keys of that JSON; the same statements run on SQLite and PostgreSQL.
 *
 * Versions and the change log are left alone on purpose: a device's copy without the keys reads
 * exactly like one with empty twins (the pages fall back to Chinese either way), and a bumped version
 * would turn every edit queued offline before the upgrade into a version conflict.
 */
import type { Knex } from "knex"
import { rewriteRows, withoutKeys } from "./rewrite-rows.ts"

export const name = "004-content-languages"

/** The twins as of this migration (listed here, not read from the schema, so it never changes). */
const englishFields: Record<string, Record<string, string | ReadonlyArray<string>>> = {
  employees: {
    nameEn: "",
    descriptionEn: "",
    professionEn: "",
    useCasesEn: "",
    technicalDetailsEn: "",
    capabilitiesEn: [],
  },
  teams: { nameEn: "", descriptionEn: "", capabilitiesEn: [], technicalDetailsEn: "" },
  projects: {
    nameEn: "",
    descriptionEn: "",
    teamDescriptionEn: "",
    industryEn: "",
    challengeDescriptionEn: "",
    solutionDescriptionEn: "",
    resultDescriptionEn: "",
  },
  tools: { nameEn: "", descriptionEn: "", technicalDescriptionEn: "", featuresEn: [] },
  blog_posts: { titleEn: "", contentEn: "", summaryEn: "" },
  settings: {
    siteNameEn: "",
    siteTaglineEn: "",
    metaDescriptionEn: "",
    contactAddressEn: "",
    heroHeadingEn: "",
    heroSubheadingEn: "",
    heroCtaTextEn: "",
  },
}

export const up = async (knex: Knex): Promise<void> => {
  for (const [table, fields] of Object.entries(englishFields)) {
    // A key already present (written by a newer server that was rolled back) is kept as it is.
    await rewriteRows(knex, table, (row) => ({ ...fields, ...row }))
  }
}

export const down = async (knex: Knex): Promise<void> => {
  for (const [table, fields] of Object.entries(englishFields)) {
    await rewriteRows(knex, table, withoutKeys(Object.keys(fields)))
  }
}

/**
 * The inbox's two kinds of entry (issue 28, item 1): a collaboration request names a company, a
 * contact message a subject. What the list, the dialog and the export call each, in the person's
 * language.
 */
import {
  type Collaboration,
  type EnquiryKind,
  enquiryKindOf,
  enquiryKinds,
} from "../../../../schema/entities/collaboration.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"

export const kindLabel = (LL: TranslationFunctions, kind: EnquiryKind): string =>
  LL.adminRecords.collaborations.kinds[kind]()

export const kindOptions = (LL: TranslationFunctions) =>
  enquiryKinds.map((kind) => ({ value: kind, label: kindLabel(LL, kind) }))

export const isKind = (value: string): value is EnquiryKind =>
  (enquiryKinds as ReadonlyArray<string>).includes(value)

/** The entry's name in lists and confirmations: the company, or a contact message's subject. */
export const entryTitle = (row: Collaboration): string =>
  enquiryKindOf(row) === "contact" ? (row.subject ?? "") : row.companyName

/** The texts that differ by kind: the dialog's title, the message's label, delete and its toast. */
export const kindTexts = (LL: TranslationFunctions, row: Collaboration) => {
  const t = LL.adminRecords.collaborations
  return enquiryKindOf(row) === "contact"
    ? {
        viewTitle: t.viewContactTitle(),
        message: t.contactMessage(),
        deleteLabel: t.deleteContact(),
        confirmDelete: t.confirmDeleteContact(),
        deleted: t.deletedContact(),
      }
    : {
        viewTitle: t.viewTitle(),
        message: t.message(),
        deleteLabel: t.deleteRequest(),
        confirmDelete: t.confirmDelete(),
        deleted: t.deleted(),
      }
}

/**
 * What the inbox holds (issue 28, item 1): enterprise collaboration requests from /collaboration and
 * messages from the contact page's form. Both take one path (the outbox, POST /api/collaborations,
 * the same bot check and public-submission limits) and share statuses, search, export and retention.
 */
export const enquiryKinds = ["collaboration", "contact"] as const
export type EnquiryKind = (typeof enquiryKinds)[number]

/**
 * An entry's kind. Rows stored before contact messages existed have none: they are requests. No
 * Effect import here: the inbox's reads (app/db/admin-queries.ts) are on the app's first load.
 */
export const enquiryKindOf = (row: { readonly kind?: EnquiryKind | undefined }): EnquiryKind =>
  row.kind ?? "collaboration"

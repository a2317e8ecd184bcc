/**
 * The id part of a detail URL (/employees/{id}, /blog/{id}...): a whole number without leading zeros.
 * Negative ids are kept: a row created offline on this device has a temporary negative id until the
 * server gives it a real one (sync-protocol.md). Anything else is a bad id: the 404 page for records,
 * "无效的博客 ID" for blog posts.
 */
export const parseRecordId = (raw: string): number | null =>
  /^-?[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null

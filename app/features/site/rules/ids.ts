/**
 * The id part of a detail URL (/employees/{id}, /blog/{id}...): digits only, no leading zero. Anything
 * else is a bad id: the 404 page for records, "无效的博客 ID" for blog posts.
 */
export const parseRecordId = (raw: string): number | null =>
  /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null

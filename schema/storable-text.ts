/**
 * Texts a database keeps exactly as they were sent. PostgreSQL's text refuses NUL (U+0000) outright,
 * and a lone surrogate (half of a UTF-16 pair) has no UTF-8 form at all: the driver would store U+FFFD
 * in its place, on either engine, so the row would silently differ from what was sent. The server
 * refuses both at its edge (sync-server/http/input-checks.ts), in every JSON body and query string.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isStorableText = (text: string): boolean => !text.includes("\u0000") && !loneSurrogate.test(text)

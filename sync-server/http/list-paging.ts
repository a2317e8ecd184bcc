/**
 * The paging of every REST list (schema/list-paging.ts): `?limit=` and `?after=` decoded at the edge
 * (400 VALIDATION in the person's language for anything else; other query keys are ignored, as
 * before), and the headers of a page: `Link: <next>; rel="next"` while rows remain, `X-Total-Count`
 * always. The next address is built from the list's own path (never from the request's Host or
 * query), so it names the same list and scope for whoever follows it.
 */
import { Schema } from "effect"
import { type DecodeResult, decodeWith } from "../../schema/decode.ts"
import {
  type ListCursor,
  ListLimit,
  type ListOrder,
  listCursorText,
  listPageDefault,
  parseListCursor,
} from "../../schema/list-paging.ts"
import type { Language } from "../../schema/messages.ts"
import { parseRecordId } from "./record-id.ts"

export interface ListPaging {
  readonly limit: number
  readonly after: ListCursor | undefined
}

export const firstPage: ListPaging = { limit: listPageDefault, after: undefined }

/** The first page at the default size: the one page kept in the list cache. */
export const isCachedPage = (paging: ListPaging): boolean =>
  paging.after === undefined && paging.limit === listPageDefault

const readId = (text: string): number | undefined => {
  const parsed = parseRecordId(text)
  return parsed.ok ? parsed.id : undefined
}

const cursorOf = (order: ListOrder, text: string) => parseListCursor(order, text, readId)

const queryDecoder = (order: ListOrder) =>
  decodeWith(
    Schema.Struct({
      limit: Schema.optionalKey(ListLimit),
      after: Schema.optionalKey(
        Schema.String.check(
          Schema.makeFilter<string>((text) => cursorOf(order, text) !== undefined, { message: "list.after" }),
        ),
      ),
    }),
  )

const decoders = { id: queryDecoder("id"), newest: queryDecoder("newest"), idDesc: queryDecoder("idDesc") }

/** `limit` and `after` of a list's query (Express's `req.query`). */
export const decodeListPaging = (
  order: ListOrder,
  query: unknown,
  language: Language,
): DecodeResult<ListPaging> => {
  const decoded = decoders[order](query, language)
  if (!decoded.ok) return decoded
  const { limit, after } = decoded.value
  return {
    ok: true,
    value: {
      limit: limit === undefined ? listPageDefault : Number(limit),
      after: after === undefined ? undefined : cursorOf(order, after),
    },
  }
}

/**
 * The headers of one page. `path` is the list's address with the query that chooses its scope
 * (`/api/blog-posts?published=true`); the next page's address adds `limit` (when not the default) and
 * `after`.
 */
export const pagingHeaders = (
  path: string,
  paging: ListPaging,
  next: ListCursor | undefined,
  total: number,
): Record<string, string> => {
  const headers: Record<string, string> = { "X-Total-Count": String(total) }
  if (next === undefined) return headers
  const query = new URLSearchParams()
  if (paging.limit !== listPageDefault) query.set("limit", String(paging.limit))
  query.set("after", listCursorText(next))
  headers.Link = `<${path}${path.includes("?") ? "&" : "?"}${query.toString()}>; rel="next"`
  return headers
}

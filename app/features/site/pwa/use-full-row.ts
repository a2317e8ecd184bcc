/**
 * A detail page's full row (docs/sync.md, "What a first visit pulls"). A row from a cards pull is
 * `partial`: its long texts are not on the device. The page's own server-rendered data block holds
 * the full row when the server rendered this page (taken at once, kept); else it is fetched from the
 * public API and kept (app/sync/full-rows.ts), and the live query then answers with it. Offline, or
 * when the fetch fails, the page says plainly that these texts are not on the device.
 */
import { useEffect, useMemo, useState } from "react"
import { detailOnlyFields } from "../../../../schema/detail-fields.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import { embeddedResults } from "../../../db/prerendered-data.ts"
import { type DetailKind, detailKey } from "../../../db/public-queries.ts"

export type FullRow<T> =
  | { readonly status: "full"; readonly row: T }
  | { readonly status: "fetching" }
  | { readonly status: "notOnDevice"; readonly retry: () => void }

type Row = { readonly id: number; readonly version: number; readonly partial?: true }

/**
 * The page's data block's full row of this record (its detail query's answer, `{ status, data }`),
 * when it is as new as the local card or newer. Of the same version, the card is the device's word
 * and the block gives only the long texts the card lacks.
 */
const embeddedFull = <T extends Row>(entity: EntityName, kind: DetailKind, row: T): T | undefined => {
  if (typeof document === "undefined") return undefined
  const answer = embeddedResults()?.get(detailKey(kind, row.id)) as { data?: Row } | undefined
  const value = answer?.data as (Row & Record<string, unknown>) | undefined
  if (typeof value !== "object" || value === null || value.id !== row.id || value.partial === true)
    return undefined
  if (value.version > row.version) return value as unknown as T
  if (value.version < row.version) return undefined
  const { partial: _card, ...card } = row as Row & Record<string, unknown>
  const full: Record<string, unknown> = card
  for (const name of detailOnlyFields[entity]) if (name in value) full[name] = value[name]
  return full as unknown as T
}

export const useFullRow = <T extends Row>(entity: EntityName, kind: DetailKind, row: T): FullRow<T> => {
  const partial = row.partial === true
  const embedded = useMemo(
    () => (partial ? embeddedFull(entity, kind, row) : undefined),
    // The data block is read again only for another record or version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [partial, entity, kind, row.id, row.version],
  )
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  const key = `${entity}:${row.id}:${row.version}`

  useEffect(() => {
    if (!partial) return
    let live = true
    void (async () => {
      // Loaded when a page needs a row: the sync engine and its schemas are no part of a hydration.
      const [{ appClient }, { fetchFullRow, keepFullRow }] = await Promise.all([
        import("../../../sync/app-client.ts"),
        import("../../../sync/full-rows.ts"),
      ])
      const db = appClient.db
      if (embedded !== undefined && (await keepFullRow(db, entity, embedded))) return
      const answer = await fetchFullRow(db, appClient.transport, entity, row.id)
      if (live && answer !== "kept") setFailed(key)
    })()
    // Back online: try again by itself.
    const onOnline = () => setAttempt((n) => n + 1)
    window.addEventListener("online", onOnline)
    return () => {
      live = false
      window.removeEventListener("online", onOnline)
    }
  }, [partial, embedded, entity, row.id, key, attempt])

  if (!partial) return { status: "full", row }
  if (embedded !== undefined) return { status: "full", row: embedded }
  if (failed === key) return { status: "notOnDevice", retry: () => setAttempt((n) => n + 1) }
  return { status: "fetching" }
}

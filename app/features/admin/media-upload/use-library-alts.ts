/**
 * The media library's alt texts for the picture fields (issue 28, item 10): read from the server
 * (`GET /api/media`, all pages, as the library screen reads it) once for every field open at the same
 * time, and again when a field opens more than a short while later (texts edited in the library since
 * then are shown). The library is the server's record, so it is read online only: offline, or if the
 * server refuses, the fields say the texts cannot be read now.
 */
import { useEffect, useState } from "react"
import { fetchMediaLibrary } from "../lib/media-api.ts"
import type { LibraryAlts } from "./picture-summary.ts"

/** A read younger than this serves every field that opens (a dialog's fields, reopening a dialog). */
const freshForMs = 15_000

let last: { at: number; read: Promise<LibraryAlts> } | undefined

const readLibraryAlts = (language: string): Promise<LibraryAlts> => {
  if (last !== undefined && Date.now() - last.at < freshForMs) return last.read
  const read = fetchMediaLibrary(language).then(
    (items) =>
      new Map(items.map((item) => [item.contentHash.slice(0, 32), { alt: item.alt, altEn: item.altEn }])),
  )
  const entry = { at: Date.now(), read }
  last = entry
  // A failed read is not kept: the next field to open asks again.
  read.catch(() => {
    if (last === entry) last = undefined
  })
  return read
}

/**
 * The library's alt texts for a field holding the media address of `hash` (undefined: any other
 * address, nothing is read). Another picture in the field reads again when the last read is old.
 */
export const useLibraryAlts = (
  hash: string | undefined,
  language: string,
): LibraryAlts | "loading" | "unavailable" => {
  const [state, setState] = useState<{ hash: string; alts: LibraryAlts | "unavailable" }>()
  useEffect(() => {
    if (hash === undefined) return
    let current = true
    readLibraryAlts(language).then(
      (alts) => {
        if (current) setState({ hash, alts })
      },
      () => {
        if (current) setState({ hash, alts: "unavailable" })
      },
    )
    return () => {
      current = false
    }
  }, [hash, language])
  return state !== undefined && state.hash === hash ? state.alts : "loading"
}

/**
 * Internal notes on an inbox entry (issue 28, item 11): POST /api/collaborations/:id/notes appends
 * one note, with its author taken from the session and its time from the device that wrote it
 * (X-Made-At, as the audit trail reads it; the server's time without it). A note only ever adds, so
 * it needs no If-Match and never conflicts with a colleague's status change or note; the note's own
 * id makes a retry the same note even past the idempotency key's life. Audited as the row's update.
 */
import { type EnquiryNote, EnquiryNoteCreate, maxEnquiryNotes } from "../../schema/entities/collaboration.ts"
import { deviceTimeOf } from "../audit/recorder.ts"
import type { ServerContext } from "../context.ts"
import { updateRow } from "../store/rows.ts"
import { HttpError } from "../http/errors.ts"
import type { WriteRoute } from "../writes/write-route.ts"
import { decodeBody, idParam, rowForWrite } from "./row-writes.ts"

const notFound = "error.collaborationNotFound"

export const enquiryNoteRoute = (ctx: ServerContext): WriteRoute => ({
  method: "POST",
  path: "/api/collaborations/:id/notes",
  permission: "readEnquiries",
  work: async (req, trx) => {
    const id = idParam(req, notFound)
    const { id: noteId, text } = decodeBody(EnquiryNoteCreate, req) as EnquiryNoteCreate
    const current = await rowForWrite(trx, "collaborations", id, undefined, notFound)
    const notes = (current.notes as ReadonlyArray<EnquiryNote> | undefined) ?? []
    if (notes.some((note) => note.id === noteId)) return { status: 200, body: current }
    if (notes.length >= maxEnquiryNotes) throw new HttpError(400, "VALIDATION", "error.tooManyNotes")
    const now = ctx.now()
    const note: EnquiryNote = {
      id: noteId,
      text,
      by: typeof req.session?.username === "string" ? req.session.username : "",
      at: new Date(deviceTimeOf(req, now) ?? now).toISOString(),
    }
    return {
      status: 200,
      body: await updateRow(trx, "collaborations", current, { notes: [...notes, note] }, now),
    }
  },
})

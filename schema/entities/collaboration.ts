import { Schema } from "effect"
import { RequiredText, limits, rowMeta } from "../fields.ts"
import { type EnquiryKind as Kind, enquiryKinds } from "./enquiry-kind.ts"

export * from "./enquiry-kind.ts"

/** The five statuses of an enterprise collaboration request, in their usual order. */
export const collaborationStatuses = ["new", "contacted", "in_progress", "completed", "rejected"] as const
export const CollaborationStatus = Schema.Literals(collaborationStatuses).annotate({
  message: "collaboration.status",
})
export type CollaborationStatus = (typeof collaborationStatuses)[number]

/** Pill colour of each status (spec section 4): blue, yellow, purple, green, red. */
export const collaborationStatusColor = {
  new: "blue",
  contacted: "yellow",
  in_progress: "purple",
  completed: "green",
  rejected: "red",
} as const satisfies Record<CollaborationStatus, string>

export const EnquiryKind = Schema.Literals(enquiryKinds)
export type EnquiryKind = Kind

/**
 * An internal note on an inbox entry (issue 28, item 11): what a colleague wrote, who, and when (the
 * device's time of writing, so a note written offline keeps its moment). Only the back office sees it.
 */
export const EnquiryNote = Schema.Struct({
  /** Made by the device that wrote it: a retried note is the same note, never a second one. */
  id: Schema.String,
  text: Schema.String,
  /** The author's username, set by the server from the session (never taken from the request). */
  by: Schema.String,
  at: Schema.String,
})
export type EnquiryNote = typeof EnquiryNote.Type

/** How many notes one entry holds at most: a handful is normal; the cap keeps one row bounded. */
export const maxEnquiryNotes = 200

/** A new note as the back office sends it (POST /api/collaborations/:id/notes). */
export const EnquiryNoteCreate = Schema.Struct({
  id: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/, { message: "invalidValue" })),
  text: RequiredText(limits.mediumText),
})
export type EnquiryNoteCreate = typeof EnquiryNoteCreate.Type

/**
 * A request sent from the public collaboration page, or a contact message (`kind: "contact"`, with a
 * subject and no company). Admin-only: it holds people's contact details. Rows stored before contact
 * messages existed have neither key: they are collaboration requests (`enquiryKindOf`).
 */
export const Collaboration = Schema.Struct({
  ...rowMeta,
  kind: Schema.optionalKey(EnquiryKind),
  subject: Schema.optionalKey(Schema.String),
  notes: Schema.optionalKey(Schema.Array(EnquiryNote)),
  companyName: Schema.String,
  contactName: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  message: Schema.String,
  createdAt: Schema.String,
  status: CollaborationStatus,
})
export type Collaboration = typeof Collaboration.Type

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The bot check (docs/security.md, "Public enquiries"); neither is stored. `website` is the form's
 * honeypot, a field people never see: anything in it refuses the enquiry. `filledInMs` is how long the
 * person spent in the form, first shown to sent (a queued enquiry may be delivered hours later):
 * under the server's minimum (3 s) refuses it. Both optional: an older app's queued enquiries lack them.
 */
const botCheckFields = {
  website: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(limits.shortText, { message: "tooLong" })),
  ),
  filledInMs: Schema.optionalKey(
    Schema.Number.check(
      Schema.isInt({ message: "invalidValue" }),
      Schema.isGreaterThanOrEqualTo(0, { message: "invalidValue" }),
    ),
  ),
}

export const CollaborationCreate = Schema.Struct({
  kind: Schema.optionalKey(Schema.Literal("collaboration")),
  companyName: RequiredText(),
  contactName: RequiredText(),
  email: RequiredText().check(Schema.isPattern(emailPattern, { message: "collaboration.email" })),
  phone: RequiredText(limits.shortText).check(Schema.isMinLength(5, { message: "collaboration.phone" })),
  message: RequiredText(limits.mediumText * 5),
  ...botCheckFields,
})
export type CollaborationCreate = typeof CollaborationCreate.Type

/** At least `min` characters that are not all blank, at most `max`; one message for both. */
const textOf = (min: number, max: number, message: string) =>
  Schema.String.check(
    Schema.makeFilter<string>((value) => value.trim().length >= min, { message }),
    Schema.isMaxLength(max, { message: "tooLong" }),
  )

/** The contact page's message (spec section 4's rules and messages), stored in the inbox. */
export const ContactMessageCreate = Schema.Struct({
  kind: Schema.Literal("contact"),
  contactName: textOf(2, limits.shortText, "contact.name"),
  email: RequiredText().check(Schema.isPattern(emailPattern, { message: "contact.email" })),
  phone: textOf(6, limits.shortText, "contact.phone"),
  subject: textOf(5, limits.shortText, "contact.subject"),
  message: textOf(10, limits.mediumText * 5, "contact.message"),
  ...botCheckFields,
})
export type ContactMessageCreate = typeof ContactMessageCreate.Type

/**
 * The schema a new inbox entry is checked with, chosen by its `kind` (a union would answer a bad
 * contact message with the collaboration form's messages too).
 */
export const enquiryCreateSchemaOf = (input: unknown) =>
  typeof input === "object" && input !== null && (input as { kind?: unknown }).kind === "contact"
    ? ContactMessageCreate
    : CollaborationCreate

export const CollaborationStatusUpdate = Schema.Struct({ status: CollaborationStatus })
export type CollaborationStatusUpdate = typeof CollaborationStatusUpdate.Type

import { Schema } from "effect"
import { RequiredText, limits, rowMeta } from "../fields.ts"

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

/** A request sent from the public collaboration page. Admin-only: it holds people's contact details. */
export const Collaboration = Schema.Struct({
  ...rowMeta,
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

export const CollaborationCreate = Schema.Struct({
  companyName: RequiredText(),
  contactName: RequiredText(),
  email: RequiredText().check(Schema.isPattern(emailPattern, { message: "collaboration.email" })),
  phone: RequiredText(limits.shortText).check(Schema.isMinLength(5, { message: "collaboration.phone" })),
  message: RequiredText(limits.mediumText * 5),
  /**
   * The bot check (docs/security.md, "Public enquiries"); neither is stored. `website` is the form's
   * honeypot, a field people never see: anything in it refuses the enquiry. `filledInMs` is how long the
   * person spent in the form, first shown to sent (a queued enquiry may be delivered hours later):
   * under the server's minimum (3 s) refuses it. Both optional: an older app's queued enquiries lack them.
   */
  website: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(limits.shortText, { message: "tooLong" })),
  ),
  filledInMs: Schema.optionalKey(
    Schema.Number.check(
      Schema.isInt({ message: "invalidValue" }),
      Schema.isGreaterThanOrEqualTo(0, { message: "invalidValue" }),
    ),
  ),
})
export type CollaborationCreate = typeof CollaborationCreate.Type

export const CollaborationStatusUpdate = Schema.Struct({ status: CollaborationStatus })
export type CollaborationStatusUpdate = typeof CollaborationStatusUpdate.Type

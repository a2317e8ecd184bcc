/**
 * How an enquiry is refused (docs/security.md, "Public enquiries"): the bot check's 400, and the
 * limits' 429 whose body says the wait in the person's language and in seconds.
 */
import { type Language, messageText } from "../../schema/messages.ts"
import { HttpError } from "../http/errors.ts"
import type { Refusal } from "./enquiry-counter.ts"
import type { EnquiryLimits } from "../enquiry-limits.ts"

/** What the form sends besides the enquiry itself; neither is stored. */
export interface BotSignals {
  /** The honeypot: a field people never see, so only a program fills it. */
  readonly website?: string | undefined
  /** How long the person spent in the form, first shown to sent (not the delivery time: outboxes wait). */
  readonly filledInMs?: number | undefined
}

/**
 * Refuse a submission a program made: the honeypot filled, or the form sent faster than a person can
 * fill it. 400, not a feigned 201: a person caught by mistake (a browser that filled the hidden field)
 * must see that the enquiry did not arrive and why, and a feigned success would leave their outbox
 * believing in a row that does not exist. A missing signal is not judged: enquiries queued by an older
 * release of the app have none, and a program posting to the API can send any value anyway.
 */
export const refuseIfAutomated = (signals: BotSignals, limits: EnquiryLimits): void => {
  const trapped = (signals.website ?? "").trim() !== ""
  const tooFast = signals.filledInMs !== undefined && signals.filledInMs < limits.minFillMs
  if (trapped || tooFast) throw new HttpError(400, "SUBMISSION_REFUSED", "enquiry.refusedAsAutomated")
}

/**
 * 429 for an enquiry over a limit. The message is filled in with the wait (whole minutes, at least
 * one) and the body carries `retryAfterSeconds`, because a mutation of a batched push has a body but
 * no headers of its own; the plain route also sends the Retry-After header (routes/collaborations.ts).
 * The filled message replaces the template's: the error body spreads `extra` after its message.
 */
export class EnquiryLimited extends HttpError {
  readonly retryAfterSeconds: number
  constructor(refusal: Refusal, language: Language) {
    const seconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))
    const code = refusal.which === "address" ? "enquiry.tooManyFromAddress" : "enquiry.tooManyOverall"
    const message = messageText(code, language).replace("{minutes}", String(Math.ceil(seconds / 60)))
    const extra = { message, retryAfterSeconds: seconds }
    super(429, "RATE_LIMITED", code, extra as unknown as HttpError["extra"])
    this.retryAfterSeconds = seconds
  }
}

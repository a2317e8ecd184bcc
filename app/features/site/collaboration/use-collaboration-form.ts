/**
 * The collaboration request form's state machine: editing -> submitting -> done (delivered) or
 * queued (saved on this device, sent when back online) or back to editing with a failure toast.
 * The request goes through the outbox like every write, so it is delivered exactly once.
 *
 * It also carries the server's bot check (docs/security.md, "Public enquiries"): the honeypot's value
 * (`website`, a field people never see) and how long the form has been in front of the person
 * (`filledInMs`, from when it was first shown to the press of "submit"; judged so, not by when the
 * outbox delivers it, a request queued offline for hours is not taken for a program).
 */
import { useEffect, useRef, useState } from "react"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import { CollaborationCreate } from "../../../../schema/entities/collaboration.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { StorageFullError, ValidationError, submitCollaboration } from "../../../sync/mutations.ts"
import { discardEntry, waitForDelivery } from "../../../sync/status.ts"
import { showToast } from "../../../ui/toast-queue.ts"

export const emptyRequest = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  industry: "",
  message: "",
}
export type RequestValues = typeof emptyRequest
export type RequestField = keyof RequestValues

export type Phase =
  | { readonly name: "editing" }
  | { readonly name: "submitting" }
  | { readonly name: "sent"; readonly key: string }

/** How long the form waits for the server before telling the person the request is queued. */
const deliveryWaitMs = 8000

const decodeRequest = decodeWith(CollaborationCreate)

export function useCollaborationForm() {
  const { LL, locale } = useI18nContext()
  const t = LL.pages.collaboration
  const [values, setValues] = useState<RequestValues>(emptyRequest)
  const [errors, setErrors] = useState<Partial<Record<RequestField, string>>>({})
  const [phase, setPhase] = useState<Phase>({ name: "editing" })
  const [honeypot, setHoneypot] = useState("")
  // When the form was first shown (after hydration; a page rendered by the server shows it a little
  // earlier, so the time is never overstated). performance.now: a clock change cannot shorten it.
  const shownAt = useRef(0)
  useEffect(() => {
    shownAt.current = performance.now()
  }, [])

  const setField = (field: RequestField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const failed = (message: string | undefined) => {
    showToast({
      title: t.toastFailure(),
      description: message || t.toastFailureText(),
      variant: "destructive",
    })
    setPhase({ name: "editing" })
  }

  /** Returns false when the values do not pass the shared schema (errors are then shown). */
  const submit = async (): Promise<boolean> => {
    const { industry, ...request } = values
    const checked = decodeRequest(request, locale)
    if (!checked.ok) {
      setErrors(issuesByField(checked.issues))
      return false
    }
    const message =
      industry.trim() === ""
        ? request.message
        : `${t.industryLine({ industry: industry.trim() })}\n\n${request.message}`
    setPhase({ name: "submitting" })
    const botCheck = {
      ...(honeypot === "" ? {} : { website: honeypot }),
      filledInMs: Math.max(0, Math.round(performance.now() - shownAt.current)),
    }
    let key: string
    try {
      key = (await submitCollaboration({ ...checked.value, message, ...botCheck })).key
    } catch (error) {
      if (error instanceof ValidationError) {
        setErrors(issuesByField(error.issues))
        setPhase({ name: "editing" })
        return false
      }
      failed(error instanceof StorageFullError ? error.message : undefined)
      return true
    }
    const outcome = navigator.onLine
      ? await waitForDelivery(key, deliveryWaitMs)
      : { state: "pending" as const }
    if (outcome.state === "failed") {
      // Refused by the server: nothing to keep in the queue; the person corrects and sends again.
      await discardEntry(key)
      failed(outcome.error?.message)
      return true
    }
    // The server asked to wait (too many requests): the outbox sends it by itself after the wait.
    const limited =
      "lastError" in outcome && outcome.lastError?.kind === "rateLimited" ? outcome.lastError : null
    if (outcome.state === "done")
      showToast({ title: t.toastSuccess(), description: t.toastSuccessText(), variant: "success" })
    else if (limited !== null) showToast({ title: t.toastLimited(), description: limited.message })
    else showToast({ title: t.toastQueued() })
    setPhase({ name: "sent", key })
    return true
  }

  const reset = () => {
    setValues(emptyRequest)
    setErrors({})
    setHoneypot("")
    shownAt.current = performance.now() // a new request: its own time in the form
    setPhase({ name: "editing" })
  }

  return { values, errors, phase, setField, submit, reset, honeypot, setHoneypot }
}

/**
 * The collaboration request form's state machine: editing -> submitting -> sent (delivered, or saved
 * on this device and sent when back online or when the server's wait is over) or back to editing
 * with a failure toast. The request goes through the outbox like every write (send-enquiry.ts), so it
 * is delivered exactly once, with the server's bot check (use-bot-check.ts).
 */
import { useState } from "react"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import { CollaborationCreate } from "../../../../schema/entities/collaboration.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { sendEnquiry } from "../static/send-enquiry.ts"
import { useBotCheck } from "../static/use-bot-check.ts"

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

const decodeRequest = decodeWith(CollaborationCreate)

export function useCollaborationForm() {
  const { LL, locale } = useI18nContext()
  const t = LL.pages.collaboration
  const [values, setValues] = useState<RequestValues>(emptyRequest)
  const [errors, setErrors] = useState<Partial<Record<RequestField, string>>>({})
  const [phase, setPhase] = useState<Phase>({ name: "editing" })
  const botCheck = useBotCheck()

  const setField = (field: RequestField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
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
    const outcome = await sendEnquiry({ ...checked.value, message, ...botCheck.fields() })
    switch (outcome.kind) {
      case "invalid":
        setErrors(issuesByField(outcome.issues))
        setPhase({ name: "editing" })
        return false
      case "failed":
        showToast({
          title: t.toastFailure(),
          description: outcome.message || t.toastFailureText(),
          variant: "destructive",
        })
        setPhase({ name: "editing" })
        return true
      case "delivered":
        showToast({ title: t.toastSuccess(), description: t.toastSuccessText(), variant: "success" })
        break
      case "limited":
        showToast({ title: t.toastLimited(), description: outcome.message })
        break
      case "queued":
        showToast({ title: t.toastQueued() })
    }
    setPhase({ name: "sent", key: outcome.key })
    return true
  }

  const reset = () => {
    setValues(emptyRequest)
    setErrors({})
    botCheck.restart()
    setPhase({ name: "editing" })
  }

  return {
    values,
    errors,
    phase,
    setField,
    submit,
    reset,
    honeypot: botCheck.honeypot,
    setHoneypot: botCheck.setHoneypot,
  }
}

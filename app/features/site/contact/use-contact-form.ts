/**
 * The contact form (issue 28, item 1: the spec's simulated sending now delivers). The message goes
 * to the back office's inbox as a contact message, through the outbox like a collaboration request
 * (send-enquiry.ts): saved on this device, delivered exactly once, under the same bot check and
 * public-submission limits. While it is being saved and handed to the server the button reads
 * "发送中..."; then a toast says what became of it (sent, or kept and sent later) and the form empties.
 * A message the server refuses stays in the form with the server's reason.
 */
import { useState } from "react"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import { ContactMessageCreate } from "../../../../schema/entities/collaboration.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { sendEnquiry } from "../static/send-enquiry.ts"
import { useBotCheck } from "../static/use-bot-check.ts"

export const emptyMessage = { name: "", email: "", phone: "", subject: "", message: "" }
export type MessageValues = typeof emptyMessage
export type MessageField = keyof MessageValues

const decodeMessage = decodeWith(ContactMessageCreate)

/** The form's values as the inbox stores them (the form's "name" is the entry's contact name). */
const entryOf = ({ name, ...rest }: MessageValues) => ({
  kind: "contact" as const,
  contactName: name,
  ...rest,
})

/** Field issues keyed by the form's own field names. */
const formErrorsOf = (issues: Parameters<typeof issuesByField>[0]) => {
  const { contactName, ...rest } = issuesByField(issues)
  return contactName === undefined ? rest : { ...rest, name: contactName }
}

export function useContactForm() {
  const { LL, locale } = useI18nContext()
  const t = LL.pages.contact
  const [values, setValues] = useState<MessageValues>(emptyMessage)
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({})
  const [sending, setSending] = useState(false)
  const botCheck = useBotCheck()

  const setField = (field: MessageField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  /** Returns false when the values do not pass the shared schema (errors are then shown). */
  const submit = async (): Promise<boolean> => {
    const checked = decodeMessage(entryOf(values), locale)
    if (!checked.ok) {
      setErrors(formErrorsOf(checked.issues))
      return false
    }
    setSending(true)
    const outcome = await sendEnquiry({ ...checked.value, ...botCheck.fields() })
    setSending(false)
    switch (outcome.kind) {
      case "invalid":
        setErrors(formErrorsOf(outcome.issues))
        return false
      case "failed":
        showToast({
          title: t.failedTitle(),
          description: outcome.message || t.failedText(),
          variant: "destructive",
        })
        return true
      case "delivered":
        showToast({ title: t.sentTitle(), description: t.sentText(), variant: "success" })
        break
      case "limited":
        showToast({ title: t.limitedTitle(), description: outcome.message ?? t.queuedText() })
        break
      case "queued":
        showToast({ title: t.queuedTitle(), description: t.queuedText() })
    }
    setValues(emptyMessage)
    botCheck.restart()
    return true
  }

  return {
    values,
    errors,
    sending,
    setField,
    submit,
    honeypot: botCheck.honeypot,
    setHoneypot: botCheck.setHoneypot,
  }
}

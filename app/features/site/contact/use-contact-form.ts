/**
 * The contact form. Nothing is sent anywhere (spec section 2): after validation the button reads
 * "发送中..." for 1.5 seconds, then a "消息已发送" toast appears and the form empties.
 */
import { useEffect, useRef, useState } from "react"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import { ContactMessage } from "../../../../schema/forms.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"

export const contactSendDelayMs = 1500

export const emptyMessage = { name: "", email: "", phone: "", subject: "", message: "" }
export type MessageValues = typeof emptyMessage
export type MessageField = keyof MessageValues

const decodeMessage = decodeWith(ContactMessage)

export function useContactForm() {
  const { LL, locale } = useI18nContext()
  const [values, setValues] = useState<MessageValues>(emptyMessage)
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({})
  const [sending, setSending] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const setField = (field: MessageField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (): boolean => {
    const checked = decodeMessage(values, locale)
    if (!checked.ok) {
      setErrors(issuesByField(checked.issues))
      return false
    }
    setSending(true)
    timer.current = setTimeout(() => {
      setSending(false)
      setValues(emptyMessage)
      showToast({
        title: LL.pages.contact.sentTitle(),
        description: LL.pages.contact.sentText(),
        variant: "success",
      })
    }, contactSendDelayMs)
    return true
  }

  return { values, errors, sending, setField, submit }
}

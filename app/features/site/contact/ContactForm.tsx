import { Send } from "lucide-react"
import { type FormEvent, useEffect, useRef } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { FormField } from "../static/FormField.tsx"
import { Honeypot } from "../static/Honeypot.tsx"
import { type MessageField, useContactForm } from "./use-contact-form.ts"

export function ContactForm() {
  const { LL } = useI18nContext()
  const t = LL.pages.contact
  const { values, errors, sending, setField, submit, honeypot, setHoneypot } = useContactForm()
  const formRef = useRef<HTMLFormElement>(null)
  const errorCount = Object.values(errors).filter(Boolean).length

  useEffect(() => {
    if (errorCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errorCount])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!sending) void submit()
  }
  const field = (name: MessageField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setField(name, value),
    error: errors[name],
    required: true,
  })

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} data-testid="contact-form" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.name()} autoComplete="name" {...field("name")} />
        <FormField label={t.email()} type="email" autoComplete="email" {...field("email")} />
        <FormField label={t.phone()} type="tel" autoComplete="tel" {...field("phone")} />
        <FormField label={t.subject()} {...field("subject")} />
      </div>
      <FormField label={t.message()} rows={5} {...field("message")} />
      <Honeypot label={LL.pages.collaboration.honeypotLabel()} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="lg" isDisabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" className="size-4" />
        {sending ? t.sending() : t.send()}
      </Button>
    </form>
  )
}

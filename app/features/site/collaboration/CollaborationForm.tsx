import { CircleCheck, CloudOff, Send } from "lucide-react"
import { type FormEvent, useEffect, useRef } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useOutboxEntry } from "../../../sync/status.ts"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { FormField } from "../static/FormField.tsx"
import { Honeypot } from "../static/Honeypot.tsx"
import { type RequestField, useCollaborationForm } from "./use-collaboration-form.ts"

/** The request form, then the success view ("submit a new request" resets it). */
export function CollaborationForm() {
  const { LL } = useI18nContext()
  const t = LL.pages.collaboration
  const { values, errors, phase, setField, submit, reset, honeypot, setHoneypot } = useCollaborationForm()
  const formRef = useRef<HTMLFormElement>(null)
  const errorCount = Object.values(errors).filter(Boolean).length

  // After a rejected submit, put the keyboard on the first field that needs attention.
  useEffect(() => {
    if (errorCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errorCount])

  if (phase.name === "sent") return <SentView entryKey={phase.key} onNew={reset} />

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
  }
  const field = (name: RequestField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setField(name, value),
    error: errors[name],
  })
  const submitting = phase.name === "submitting"

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      data-testid="collaboration-form"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.companyName()} required autoComplete="organization" {...field("companyName")} />
        <FormField label={t.contactName()} required autoComplete="name" {...field("contactName")} />
        <FormField label={t.email()} required type="email" autoComplete="email" {...field("email")} />
        <FormField label={t.phone()} required type="tel" autoComplete="tel" {...field("phone")} />
      </div>
      <FormField label={t.industry()} hint={t.industryOptional()} {...field("industry")} />
      <FormField
        label={t.message()}
        required
        rows={4}
        placeholder={t.messagePlaceholder()}
        {...field("message")}
      />
      <Honeypot label={t.honeypotLabel()} value={honeypot} onChange={setHoneypot} />
      <Button
        type="submit"
        size="lg"
        isDisabled={submitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden="true" className="size-4" />
        {submitting ? t.submitting() : t.submit()}
      </Button>
    </form>
  )
}

/**
 * Delivered: the 1-2 working days promise. Still queued: it will be sent when back online, or, when
 * the server asked to wait (too many requests), when the wait is over, with the server's reason.
 */
function SentView({ entryKey, onNew }: { entryKey: string; onNew: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.pages.collaboration
  const entry = useOutboxEntry(entryKey)
  const queued = entry.state === "pending" || entry.state === "loading"
  const limited = entry.state === "pending" && entry.lastError?.kind === "rateLimited"
  // A request that waited for the network says so when it finally reaches the server.
  const wasQueued = useRef(false)
  useEffect(() => {
    if (entry.state === "pending") wasQueued.current = true
    if (entry.state === "done" && wasQueued.current) {
      wasQueued.current = false
      showToast({ title: t.toastSuccess(), description: t.toastSuccessText(), variant: "success" })
    }
  }, [entry.state, t])
  // The form this replaced had the focus: without a new place it would fall to <body>, and a keyboard
  // or screen-reader user would have to find the answer. The heading says it.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const Icon = queued ? CloudOff : CircleCheck
  return (
    <div
      role="status"
      data-testid={
        limited ? "collaboration-limited" : queued ? "collaboration-queued" : "collaboration-success"
      }
      className="flex flex-col items-center px-4 py-10 text-center"
    >
      <span
        className={`flex size-16 items-center justify-center rounded-full ${queued ? "bg-amber-50 text-amber-700" : "bg-accent-soft text-accent-strong"}`}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-slate-900 outline-none">
        {limited ? t.limitedTitle() : queued ? t.queuedTitle() : t.successTitle()}
      </h3>
      <p className="mt-3 max-w-md text-slate-600">
        {limited ? t.limitedText() : queued ? t.queuedText() : t.successText()}
      </p>
      {limited && entry.lastError?.message !== undefined && (
        <p className="mt-2 max-w-md text-sm text-slate-700">{entry.lastError.message}</p>
      )}
      <Button variant="outline" size="lg" className="mt-8" onPress={onNew}>
        {t.submitNew()}
      </Button>
    </div>
  )
}

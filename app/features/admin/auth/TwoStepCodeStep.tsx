import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { messageOf } from "../lib/form-values.ts"
import { TextInput } from "../ui/FormField.tsx"
import { useAuth } from "./auth-context.ts"

/** What can be a code as typed: six digits, or a recovery code's ten letters and digits. */
const isCode = (typed: string) => /^\d{6}$/.test(typed.replace(/[\s-]/g, ""))
const isRecoveryCode = (typed: string) => /^[A-Za-z2-7]{10}$/.test(typed.replace(/[\s-]/g, ""))

/**
 * The login's second step (two-step sign-in, issue 29): the authenticator's code, or a recovery code.
 * Part of LoginFormFields, so the session-expiry dialog asks for it too. "Back" starts the sign-in
 * again from the password (the server's waiting state ends after a few minutes or wrong codes anyway).
 */
export function TwoStepCodeStep({ onSuccess, onBack }: { onSuccess: () => void; onBack: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.twoStep.login
  const auth = useAuth()
  const [recovery, setRecovery] = useState(false)
  const [value, setValue] = useState("")
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    const valid = recovery ? isRecoveryCode(value) : isCode(value)
    if (!valid) {
      setError(recovery ? t.recoveryRequired() : t.codeRequired())
      return
    }
    setSubmitting(true)
    try {
      await auth.secondStep(recovery ? { recoveryCode: value.trim() } : { code: value.trim() })
      showToast({ title: LL.admin.login.successTitle(), description: LL.admin.login.successText() })
      onSuccess()
    } catch (failure) {
      const message = messageOf(failure) ?? LL.admin.login.failedText()
      setError(message)
      showToast({ title: LL.admin.login.failedTitle(), description: message, variant: "destructive" })
      setValue("")
    } finally {
      setSubmitting(false)
    }
  }

  const switchKind = () => {
    setRecovery((now) => !now)
    setValue("")
    setError(undefined)
  }

  return (
    <form
      noValidate
      data-testid="two-step-form"
      aria-labelledby="two-step-title"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div>
        <h2 id="two-step-title" className="text-base font-semibold text-slate-900">
          {t.title()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{recovery ? t.recoveryText() : t.text()}</p>
      </div>
      {recovery ? (
        <TextInput
          key="recovery"
          label={t.recoveryCode()}
          name="recoveryCode"
          autoComplete="off"
          value={value}
          onChange={(next) => {
            setValue(next)
            setError(undefined)
          }}
          error={error}
        />
      ) : (
        <TextInput
          key="code"
          label={t.code()}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          onChange={(next) => {
            setValue(next)
            setError(undefined)
          }}
          error={error}
        />
      )}
      <Button look="admin" type="submit" isDisabled={submitting} className="w-full justify-center">
        {submitting ? t.submitting() : t.submit()}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button look="admin" variant="ghost" size="sm" onPress={switchKind} data-testid="two-step-switch">
          {recovery ? t.useCode() : t.useRecovery()}
        </Button>
        <Button look="admin" variant="ghost" size="sm" onPress={onBack}>
          {t.back()}
        </Button>
      </div>
    </form>
  )
}

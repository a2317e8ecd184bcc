import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { newPasswordProblems } from "../lib/new-password.ts"
import { isOffline, serverFieldErrors } from "../lib/server-call.ts"
import { NewPasswordFields } from "../ui/NewPasswordFields.tsx"
import type { InvitationDetails } from "./auth-api.ts"
import { useAuth } from "./auth-context.ts"

/**
 * Whose account the invitation opens, and the password chosen for it (twice, checked here as the
 * server will: at least 8 characters). Accepting signs in, as a login does.
 */
export function InvitationForm({
  token,
  details,
  onSignedIn,
}: {
  token: string
  details: InvitationDetails
  onSignedIn: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.invitation
  const auth = useAuth()
  const [values, setValues] = useState({ password: "", confirm: "" })
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const set = (name: "password" | "confirm") => (value: string) => {
    setValues((now) => ({ ...now, [name]: value }))
    setErrors(({ [name]: _removed, ...rest }) => rest)
  }

  const submit = async () => {
    const found = newPasswordProblems(
      values.password,
      values.confirm,
      locale,
      LL.accounts.password.mismatch(),
    )
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    setProblem(null)
    try {
      await auth.acceptInvitation({ token, password: values.password })
      showToast({ title: t.welcome(), variant: "success" })
      onSignedIn()
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (fields.password !== undefined) setErrors({ password: fields.password })
      else setProblem(isOffline(error) ? t.offline() : error instanceof Error ? error.message : t.failed())
      setSubmitting(false)
    }
  }

  return (
    <form
      noValidate
      data-testid="invitation-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div
        className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700"
        data-testid="invitation-details"
      >
        <p className="font-semibold text-slate-900">{t.greeting({ name: details.displayName })}</p>
        <p className="mt-1 break-words">
          {t.details({ username: details.username, role: LL.accounts.roles[details.role]() })}
        </p>
        <p className="mt-1 text-slate-600">{t.expires({ at: formatDateTime(details.expiresAt, locale) })}</p>
      </div>
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={details.username} readOnly hidden />
      <NewPasswordFields
        labels={{ password: t.password(), confirm: t.confirm() }}
        values={values}
        errors={errors}
        onChange={set}
      />
      {problem === null ? null : (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <Button look="admin" type="submit" isDisabled={submitting} className="mt-2 w-full justify-center">
        {submitting ? t.submitting() : t.submit()}
      </Button>
    </form>
  )
}

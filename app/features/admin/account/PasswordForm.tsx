import { useState } from "react"
import { ErrorCode } from "../../../../schema/errors.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { newPasswordProblems } from "../lib/new-password.ts"
import { ServerCallError, isOffline, serverFieldErrors } from "../lib/server-call.ts"
import { TextInput } from "../ui/FormField.tsx"
import { NewPasswordFields } from "../ui/NewPasswordFields.tsx"
import { changePassword } from "./account-api.ts"

const empty = { current: "", password: "", confirm: "" }

/**
 * Change password: the current one (a session left open must not be enough to take the account), the
 * new one twice. Checked here first (length, match), then by the server, which ends the other sessions.
 */
export function PasswordForm({
  username,
  online,
  onChanged,
}: {
  username: string
  online: boolean
  onChanged: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.me
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const set = (name: keyof typeof empty) => (value: string) => {
    setValues((now) => ({ ...now, [name]: value }))
    setErrors(({ [name]: _removed, ...rest }) => rest)
  }

  const submit = async () => {
    const found = {
      ...(values.current === "" ? { current: LL.accounts.password.currentRequired() } : {}),
      ...newPasswordProblems(values.password, values.confirm, locale, LL.accounts.password.mismatch()),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    setProblem(null)
    try {
      await changePassword({ current: values.current, password: values.password }, locale)
      setValues(empty)
      showToast({ title: t.changed(), description: t.changedText(), variant: "success" })
      onChanged()
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (error instanceof ServerCallError && error.code === ErrorCode.wrongPassword)
        setErrors({ current: error.message })
      else if (Object.keys(fields).length > 0) setErrors(fields)
      else
        setProblem(
          isOffline(error) ? t.needsConnection() : error instanceof Error ? error.message : t.failed(),
        )
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form
      noValidate
      data-testid="password-form"
      className="flex max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextInput
        label={t.current()}
        name="current"
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={set("current")}
        error={errors.current}
      />
      <NewPasswordFields
        labels={{ password: t.next(), confirm: t.confirm() }}
        values={values}
        errors={errors}
        onChange={set}
      />
      {problem === null ? null : (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div>
        <Button look="admin" type="submit" isDisabled={submitting || !online}>
          {submitting ? t.changing() : t.change()}
        </Button>
      </div>
    </form>
  )
}

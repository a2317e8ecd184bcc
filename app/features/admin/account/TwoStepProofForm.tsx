import { useState } from "react"
import type { RecoveryCodes, TwoStepStatus } from "../../../../schema/two-step.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { TextInput } from "../ui/FormField.tsx"
import { shownError } from "./proof-errors.ts"
import { newRecoveryCodes, turnTwoStepOff } from "./two-step-api.ts"

type Done =
  | { readonly kind: "codes"; readonly answer: RecoveryCodes }
  | { readonly kind: "off"; readonly answer: TwoStepStatus }

/**
 * The proof asked before a change of two-step sign-in, inline in its card: new recovery codes take a
 * code of the authenticator or the current password; turning it off takes the current password.
 */
export function TwoStepProofForm({
  kind,
  username,
  online,
  onDone,
  onCancel,
}: {
  kind: Done["kind"]
  username: string
  online: boolean
  onDone: (done: Done) => void
  onCancel: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = kind === "codes" ? LL.twoStep.newCodes : LL.twoStep.turnOff
  const [values, setValues] = useState({ code: "", password: "" })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((now) => ({ ...now, [name]: value }))
    setErrors({})
  }

  const submit = async () => {
    const code = values.code.trim()
    if (kind === "codes" && code === "" && values.password === "")
      return setErrors({ code: LL.twoStep.newCodes.proofRequired() })
    if (kind === "off" && values.password === "")
      return setErrors({ password: LL.accounts.password.currentRequired() })
    setBusy(true)
    setProblem(null)
    try {
      if (kind === "off") onDone({ kind, answer: await turnTwoStepOff(values.password, locale) })
      else {
        const proof = code === "" ? { password: values.password } : { code }
        onDone({ kind, answer: await newRecoveryCodes(proof, locale) })
      }
    } catch (error) {
      const texts = { offline: LL.accounts.me.needsConnection(), failed: LL.twoStep.failed() }
      const shown = shownError(error, { WRONG_PASSWORD: "password", WRONG_CODE: "code" }, texts)
      setErrors(shown.fields)
      setProblem(shown.problem)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      data-testid={`two-step-${kind}`}
      className="flex max-w-md flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p className="text-sm text-slate-700">{t.text()}</p>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {kind === "codes" ? (
        <TextInput
          label={LL.twoStep.newCodes.code()}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.code}
          onChange={set("code")}
          error={errors.code}
        />
      ) : null}
      <TextInput
        label={t.password()}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set("password")}
        error={errors.password}
      />
      {problem === null ? null : (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          look="admin"
          type="submit"
          variant={kind === "off" ? "danger" : "primary"}
          isDisabled={busy || !online}
        >
          {t.submit()}
        </Button>
        <Button look="admin" variant="ghost" onPress={onCancel}>
          {LL.twoStep.card.cancel()}
        </Button>
      </div>
    </form>
  )
}

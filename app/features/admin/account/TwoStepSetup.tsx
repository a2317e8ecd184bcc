import { Copy } from "lucide-react"
import { type FormEvent, useState } from "react"
import type { TwoStepSetup as SetupAnswer } from "../../../../schema/two-step.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { copyToClipboard } from "../lib/clipboard.ts"
import { TextInput } from "../ui/FormField.tsx"
import { shownError } from "./proof-errors.ts"
import { confirmTwoStep, startTwoStepSetup } from "./two-step-api.ts"

/** The key in groups of four, easier to read and type (authenticator apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ")

/**
 * Setting two-step sign-in up: the current password, then the QR code (made by the server) and the
 * key to type instead, then the first code the app shows, which turns it on. The recovery codes the
 * server answers with go to `onEnabled`, to be shown once.
 */
export function TwoStepSetup({
  username,
  online,
  onEnabled,
  onCancel,
}: {
  username: string
  online: boolean
  onEnabled: (codes: ReadonlyArray<string>) => void
  onCancel: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.twoStep.setup
  const [setup, setSetup] = useState<SetupAnswer | null>(null)
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const texts = { offline: LL.accounts.me.needsConnection(), failed: LL.twoStep.failed() }

  const run = async (step: () => Promise<void>) => {
    setBusy(true)
    setProblem(null)
    try {
      await step()
    } catch (error) {
      const shown = shownError(error, { WRONG_PASSWORD: "password", WRONG_CODE: "code" }, texts)
      setErrors(shown.fields)
      setProblem(shown.problem)
    } finally {
      setBusy(false)
    }
  }

  const start = () =>
    password === ""
      ? setErrors({ password: LL.accounts.password.currentRequired() })
      : void run(async () => {
          setSetup(await startTwoStepSetup(password, locale))
          setPassword("")
          setErrors({})
        })

  const confirm = () =>
    !/^\d{6}$/.test(code.replace(/\s/g, ""))
      ? setErrors({ code: LL.twoStep.login.codeRequired() })
      : void run(async () => onEnabled((await confirmTwoStep(code.trim(), locale)).recoveryCodes))

  const copySecret = async () => {
    if (setup === null) return
    const copied = await copyToClipboard(setup.secret)
    showToast({ title: copied ? LL.twoStep.copied() : LL.twoStep.copyFailed() })
  }

  const problemLine =
    problem === null ? null : (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {problem}
      </p>
    )
  const actions = (label: string, busyLabel: string) => (
    <div className="flex flex-wrap gap-2">
      <Button look="admin" type="submit" isDisabled={busy || !online}>
        {busy ? busyLabel : label}
      </Button>
      <Button look="admin" variant="ghost" onPress={onCancel}>
        {LL.twoStep.card.cancel()}
      </Button>
    </div>
  )
  const submitWith = (action: () => void) => (event: FormEvent) => {
    event.preventDefault()
    action()
  }

  if (setup === null)
    return (
      <form
        noValidate
        data-testid="two-step-password"
        className="flex max-w-md flex-col gap-4"
        onSubmit={submitWith(start)}
      >
        <p className="text-sm text-slate-700">{t.passwordText()}</p>
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextInput
          label={t.password()}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(next) => {
            setPassword(next)
            setErrors({})
          }}
          error={errors.password}
        />
        {problemLine}
        {actions(t.continue(), t.continue())}
      </form>
    )

  return (
    <form
      noValidate
      data-testid="two-step-scan"
      className="flex flex-col gap-5"
      onSubmit={submitWith(confirm)}
    >
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{t.scanTitle()}</h3>
        <p className="text-sm text-slate-600">{t.scanText()}</p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t.qrAlt()}
            width={176}
            height={176}
            data-testid="two-step-qr"
            className="h-44 w-44 shrink-0 rounded-lg border border-slate-200 bg-white p-1"
          />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-xs font-medium text-slate-600">{t.secret()}</p>
            <code
              data-testid="two-step-secret"
              className="rounded bg-slate-100 px-2 py-1.5 font-mono text-sm break-words text-slate-900"
            >
              {grouped(setup.secret)}
            </code>
            <div>
              <Button look="admin" variant="secondary" size="sm" onPress={() => void copySecret()}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                {t.copySecret()}
              </Button>
            </div>
          </div>
        </div>
      </div>
      <div className="flex max-w-md flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{t.codeTitle()}</h3>
        <TextInput
          label={t.code()}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(next) => {
            setCode(next)
            setErrors({})
          }}
          error={errors.code}
        />
        {problemLine}
        {actions(t.confirm(), t.confirming())}
      </div>
    </form>
  )
}

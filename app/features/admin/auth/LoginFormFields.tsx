import { RefreshCw } from "lucide-react"
import { useState } from "react"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import { LoginForm } from "../../../../schema/forms.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { messageOf } from "../lib/form-values.ts"
import { TextInput } from "../ui/FormField.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { captchaUrl } from "./auth-api.ts"
import { useAuth } from "./auth-context.ts"
import { TwoStepCodeStep } from "./TwoStepCodeStep.tsx"

/**
 * Username, password and captcha, validated with the shared LoginForm schema. Used by the login
 * page and by the session-expiry dialog, so both behave the same (spec sections 4 and 8).
 */
export function LoginFormFields({ onSuccess }: { onSuccess: () => void }) {
  const { LL, locale } = useI18nContext()
  const t = LL.admin.login
  const auth = useAuth()
  const [values, setValues] = useState({ username: "", password: "", captcha: "" })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [captchaSrc, setCaptchaSrc] = useState(captchaUrl)
  // The picture did not come (the server's per-address captcha limit answers 429, or the network).
  const [captchaFailed, setCaptchaFailed] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // The right password of an account with two-step sign-in: its code is asked next (TwoStepCodeStep).
  const [secondStep, setSecondStep] = useState(false)

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
    setErrors(({ [name]: _removed, ...rest }) => rest)
  }
  const refreshCaptcha = () => setCaptchaSrc(captchaUrl())

  const submit = async () => {
    const decoded = decodeWith(LoginForm)(values, locale)
    if (!decoded.ok) {
      setErrors(issuesByField(decoded.issues))
      return
    }
    setSubmitting(true)
    try {
      const answer = await auth.login(decoded.value)
      if ("twoStep" in answer) {
        setValues((previous) => ({ ...previous, password: "", captcha: "" }))
        setSecondStep(true)
        return
      }
      showToast({ title: t.successTitle(), description: t.successText() })
      onSuccess()
    } catch (error) {
      showToast({
        title: t.failedTitle(),
        description: messageOf(error) ?? t.failedText(),
        variant: "destructive",
      })
      refreshCaptcha()
      setValues((previous) => ({ ...previous, captcha: "" }))
    } finally {
      setSubmitting(false)
    }
  }

  if (secondStep)
    return (
      <TwoStepCodeStep
        onSuccess={onSuccess}
        onBack={() => {
          setSecondStep(false)
          refreshCaptcha()
        }}
      />
    )

  return (
    <form
      noValidate
      data-testid="login-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <TextInput
        label={t.username()}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={set("username")}
        error={errors.username}
      />
      <TextInput
        label={t.password()}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set("password")}
        error={errors.password}
      />
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <TextInput
            label={t.captcha()}
            name="captcha"
            value={values.captcha}
            onChange={set("captcha")}
            error={errors.captcha}
          />
        </div>
        <div className="mt-7 flex items-center gap-1">
          <img
            src={captchaSrc}
            alt={t.captchaAlt()}
            data-testid="captcha-image"
            width={120}
            height={40}
            className="h-10 w-[120px] rounded-md border border-slate-300 bg-white"
            onLoad={() => setCaptchaFailed(false)}
            onError={() => setCaptchaFailed(true)}
          />
          <Button
            look="admin"
            variant="ghost"
            size="icon"
            aria-label={t.refreshCaptcha()}
            onPress={refreshCaptcha}
          >
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
      {captchaFailed && (
        <p role="alert" data-testid="captcha-unavailable" className="-mt-2 text-sm text-red-700">
          {t.captchaUnavailable()}
        </p>
      )}
      <Button look="admin" type="submit" isDisabled={submitting} className="mt-2 w-full justify-center">
        {submitting ? t.submitting() : t.submit()}
      </Button>
    </form>
  )
}

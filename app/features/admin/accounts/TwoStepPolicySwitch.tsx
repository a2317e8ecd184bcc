import { ShieldCheck } from "lucide-react"
import { useEffect, useId, useState } from "react"
import { Switch } from "react-aria-components"
import type { TwoStepPolicy } from "../../../../schema/two-step.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { callServer } from "../lib/server-call.ts"

const policyPath = "/api/accounts/two-step-policy"

/**
 * The accounts screen's "two-step sign-in for every account" switch (administrators, issue 29). The
 * server holds back every password-only session without an authenticator while it is on, and
 * refuses to turn it on before the administrator has set up their own (its message says so).
 */
export function TwoStepPolicySwitch({ online }: { online: boolean }) {
  const { LL, locale } = useI18nContext()
  const t = LL.twoStep.policy
  const textId = useId()
  const [required, setRequired] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let cancelled = false
    callServer<TwoStepPolicy>(policyPath, locale).then(
      (policy) => {
        if (!cancelled) setRequired(policy.required)
      },
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [locale, online])

  const change = async (next: boolean) => {
    setBusy(true)
    try {
      const policy = await callServer<TwoStepPolicy>(policyPath, locale, {
        method: "PATCH",
        body: { required: next },
      })
      setRequired(policy.required)
      showToast({ title: policy.required ? t.on() : t.off(), variant: "success" })
    } catch (error) {
      showToast({
        title: t.failed(),
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div
      data-testid="two-step-policy"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Switch
          isSelected={required === true}
          isDisabled={required === null || busy || !online}
          onChange={(next) => void change(next)}
          aria-describedby={textId}
          data-testid="two-step-policy-switch"
          className="group flex cursor-pointer items-center justify-between gap-3 text-sm font-medium text-slate-900 outline-none data-[disabled]:cursor-not-allowed"
        >
          <span>{t.label()}</span>
          <span className="flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 px-0.5 transition-colors group-data-[disabled]:opacity-60 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-500 group-data-[focus-visible]:ring-offset-2 group-data-[selected]:bg-green-600">
            <span className="h-5 w-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5" />
          </span>
        </Switch>
        <p id={textId} className="text-sm text-slate-600">
          {t.text()}
        </p>
      </div>
    </div>
  )
}

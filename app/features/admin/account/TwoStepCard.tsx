import { ShieldCheck, ShieldOff } from "lucide-react"
import { useState } from "react"
import type { TwoStepStatus } from "../../../../schema/two-step.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Spinner } from "../../../ui/Spinner.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useAuth } from "../auth/auth-context.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { Pill } from "../ui/Pill.tsx"
import { AccountCard } from "./AccountCard.tsx"
import { RecoveryCodesPanel } from "./RecoveryCodesPanel.tsx"
import { TwoStepProofForm } from "./TwoStepProofForm.tsx"
import { TwoStepSetup } from "./TwoStepSetup.tsx"
import { useTwoStep } from "./use-two-step.ts"

type Open = "none" | "setup" | "codes" | "off"

/**
 * My account's two-step sign-in card (issue 29): off, a way to set it up; on, since when, how many
 * recovery codes are left, new codes, turning it off (not while the administrators require it). The
 * recovery codes are shown once, until the person says they saved them. Online only: offline the
 * buttons wait, under the page's "needs a connection" notice.
 */
export function TwoStepCard({ username, online }: { username: string; online: boolean }) {
  const { LL, locale } = useI18nContext()
  const t = LL.twoStep.card
  const auth = useAuth()
  const { state, reload } = useTwoStep(locale, online)
  const [open, setOpen] = useState<Open>("none")
  const [codes, setCodes] = useState<ReadonlyArray<string> | null>(null)

  const saved = () => {
    setCodes(null)
    reload()
    // A session the two-step policy held back is let through now: the app reads who it is again.
    void auth.refreshUser().catch(() => undefined)
  }

  const body = () => {
    if (codes !== null) return <RecoveryCodesPanel codes={codes} username={username} onSaved={saved} />
    if (state.status === "loading") return <Spinner look="admin" label={LL.admin.common.loading()} />
    if (state.status === "offline")
      return <p className="text-sm text-slate-600">{LL.accounts.me.needsConnection()}</p>
    if (state.status === "failed")
      return (
        <p role="alert" className="text-sm text-red-700">
          {t.readFailed({ message: state.message })}
        </p>
      )
    const status: TwoStepStatus = state.value
    if (open === "setup")
      return (
        <TwoStepSetup
          username={username}
          online={online}
          onCancel={() => setOpen("none")}
          onEnabled={(recoveryCodes) => {
            setOpen("none")
            setCodes(recoveryCodes)
            showToast({
              title: LL.twoStep.setup.enabled(),
              description: LL.twoStep.setup.enabledText(),
              variant: "success",
            })
          }}
        />
      )
    if (!status.enabled)
      return (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <ShieldOff aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
            <Pill color="gray">{t.off()}</Pill>
          </p>
          <p className="text-sm text-slate-600">{t.offText()}</p>
          <div>
            <Button
              look="admin"
              isDisabled={!online}
              onPress={() => setOpen("setup")}
              data-testid="two-step-start"
            >
              {t.setUp()}
            </Button>
          </div>
        </div>
      )
    return (
      <div className="flex flex-col gap-4">
        <dl className="flex flex-col gap-1 text-sm text-slate-700" data-testid="two-step-on">
          <dt className="sr-only">{t.title()}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700" />
            <Pill color="green">{t.on()}</Pill>
            {status.enabledAt === null ? null : (
              <span>{t.onSince({ at: formatDateTime(status.enabledAt, locale) })}</span>
            )}
          </dd>
          <dd data-testid="recovery-codes-left">{t.codesLeft({ count: status.recoveryCodesLeft })}</dd>
        </dl>
        {status.required ? <p className="text-sm text-slate-600">{t.required()}</p> : null}
        {open === "codes" || open === "off" ? (
          <TwoStepProofForm
            kind={open}
            username={username}
            online={online}
            onCancel={() => setOpen("none")}
            onDone={(done) => {
              setOpen("none")
              if (done.kind === "codes") setCodes(done.answer.recoveryCodes)
              else showToast({ title: LL.twoStep.turnOff.done(), variant: "success" })
              reload()
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button look="admin" variant="secondary" isDisabled={!online} onPress={() => setOpen("codes")}>
              {t.newCodes()}
            </Button>
            {status.required ? null : (
              <Button look="admin" variant="secondary" isDisabled={!online} onPress={() => setOpen("off")}>
                {t.turnOff()}
              </Button>
            )}
          </div>
        )}
      </div>
    )
  }

  return (
    <AccountCard id="account-two-step" title={t.title()} text={t.text()}>
      <div data-testid="two-step-card">{body()}</div>
    </AccountCard>
  )
}

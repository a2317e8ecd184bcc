import { ShieldAlert, WifiOff } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { TwoStepCard } from "./TwoStepCard.tsx"

/**
 * My account while the two-step policy holds this session back (issue 29): the server refuses
 * everything but the two-step setup, so the page says why and shows only that card. Once set up, the
 * card reads the user again and the full page (and the rest of the back office) comes back.
 */
export function TwoStepHeldPage({ username, online }: { username: string; online: boolean }) {
  const { LL } = useI18nContext()
  const t = LL.twoStep.held
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{LL.accounts.me.title()}</h1>
        <p className="mt-1 text-sm text-slate-600">{LL.accounts.me.subtitle()}</p>
      </div>
      <div
        role="alert"
        data-testid="two-step-held"
        className="flex items-start gap-3 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
        <div>
          <p className="font-semibold">{t.title()}</p>
          <p className="mt-0.5">{t.text()}</p>
        </div>
      </div>
      {online ? null : (
        <p
          role="status"
          className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {LL.accounts.me.needsConnection()}
        </p>
      )}
      <TwoStepCard username={username} online={online} />
    </div>
  )
}

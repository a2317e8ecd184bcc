import { WifiOff } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useSyncStatus } from "../../../sync/status.ts"
import { useAuth } from "../auth/auth-context.ts"
import { AccountCard as Card } from "./AccountCard.tsx"
import { PasskeysCard } from "./PasskeysCard.tsx"
import { PasswordForm } from "./PasswordForm.tsx"
import { SessionsList } from "./SessionsList.tsx"
import { TwoStepCard } from "./TwoStepCard.tsx"
import { TwoStepHeldPage } from "./TwoStepHeldPage.tsx"
import { useSessions } from "./use-sessions.ts"

/**
 * /systemadmin/account (issue 29, everyone): who you are, your password and your sessions. The
 * password and the sessions are the server's: offline the page says they need a connection.
 */
export function AccountPage() {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.me
  const { user } = useAuth()
  const { online } = useSyncStatus()
  const sessions = useSessions(locale, online)
  if (!user) return null
  // The two-step policy holds this session back: only the setup is open (TwoStepHeldPage).
  if (user.twoStepRequired === true) return <TwoStepHeldPage username={user.username} online={online} />
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t.title()}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.subtitle()}</p>
      </div>
      {online ? null : (
        <p
          role="status"
          className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t.needsConnection()}
        </p>
      )}
      <Card id="account-profile" title={t.profile()}>
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3" data-testid="account-profile">
          <div>
            <dt className="text-xs font-medium text-slate-600">{t.displayName()}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900">{user.displayName}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t.username()}</dt>
            <dd className="mt-0.5 font-mono break-all text-slate-900">{user.username}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t.role()}</dt>
            <dd className="mt-0.5 text-slate-900">{LL.accounts.roles[user.role]()}</dd>
          </div>
        </dl>
      </Card>
      <Card id="account-password" title={t.passwordTitle()} text={t.passwordText()}>
        <PasswordForm username={user.username} online={online} onChanged={sessions.reload} />
      </Card>
      <TwoStepCard username={user.username} online={online} />
      <PasskeysCard online={online} />
      <Card
        id="account-sessions"
        title={LL.accounts.sessions.title()}
        text={LL.accounts.sessions.text()}
        flush
      >
        <SessionsList state={sessions.state} online={online} reload={sessions.reload} />
      </Card>
    </div>
  )
}

import { Link, useNavigate } from "@tanstack/react-router"
import { UserPlus } from "lucide-react"
import type { ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Spinner } from "../../../ui/Spinner.tsx"
import { LanguageToggle } from "../ui/LanguageToggle.tsx"
import { InvitationForm } from "./InvitationForm.tsx"
import { InvitationPasskeyButton } from "./InvitationPasskeyButton.tsx"
import { useInvitation } from "./use-invitation.ts"

/** The sign-in page's frame: the same background, card and language switch. */
function Frame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="relative flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-blue-900 p-4">
      <LanguageToggle className="absolute top-4 right-4 text-white hover:bg-white/10" />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-blue-600 text-white">
            <UserPlus aria-hidden="true" className="h-6 w-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle === undefined ? null : <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        </div>
        {children}
      </div>
    </main>
  )
}

/**
 * /systemadmin/invite#<token> (issue 29): the invited person sees whose account the link opens,
 * chooses a password (twice), and is signed in and taken to the back office. A link that cannot be
 * used says so, with the way to the login page.
 */
export function InvitationPage() {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.invitation
  const navigate = useNavigate()
  const { state, retry } = useInvitation(locale)
  const toLogin = (
    <p className="mt-6 text-center text-sm">
      <Link to="/systemadmin/login" className="text-blue-700 underline hover:text-blue-900">
        {t.toLogin()}
      </Link>
    </p>
  )

  if (state.status === "checking")
    return (
      <Frame title={t.title()} subtitle={t.subtitle()}>
        <Spinner look="admin" label={t.checking()} className="py-6" />
      </Frame>
    )
  if (state.status === "valid")
    return (
      <Frame title={t.title()} subtitle={t.subtitle()}>
        <InvitationForm
          key={state.token}
          token={state.token}
          details={state.details}
          onSignedIn={() => void navigate({ to: "/systemadmin", replace: true })}
        />
        <InvitationPasskeyButton
          token={state.token}
          onSignedIn={() => void navigate({ to: "/systemadmin", replace: true })}
        />
      </Frame>
    )
  return (
    <Frame title={t.invalidTitle()}>
      <p
        role="alert"
        data-testid="invitation-problem"
        className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      >
        {state.status === "missing" ? t.missing() : state.status === "offline" ? t.offline() : state.message}
      </p>
      {state.status === "offline" ? (
        <Button look="admin" variant="secondary" onPress={retry} className="mt-4 w-full justify-center">
          {t.retry()}
        </Button>
      ) : null}
      {toLogin}
    </Frame>
  )
}

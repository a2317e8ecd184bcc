import { ShieldCheck } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { LanguageToggle } from "../ui/LanguageToggle.tsx"
import { LoginFormFields } from "./LoginFormFields.tsx"
import { PasskeySignInButton } from "./PasskeySignInButton.tsx"

/** /systemadmin/login: for authorised staff only. */
export function LoginPage() {
  const { LL } = useI18nContext()
  const t = LL.admin.login
  return (
    <main className="relative flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-blue-900 p-4">
      <LanguageToggle className="absolute top-4 right-4 text-white hover:bg-white/10" />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-blue-600 text-white">
            <ShieldCheck aria-hidden="true" className="h-6 w-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{t.title()}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.subtitle()}</p>
        </div>
        {/* The route moves on once the user is set. */}
        <LoginFormFields onSuccess={() => undefined} />
        <PasskeySignInButton onSuccess={() => undefined} />
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-blue-700 underline hover:text-blue-900">
            {t.backToSite()}
          </a>
        </p>
      </div>
    </main>
  )
}

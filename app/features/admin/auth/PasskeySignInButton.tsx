import { Fingerprint } from "lucide-react"
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useAuth } from "./auth-context.ts"
import { passkeyProblem, passkeysSupported, signInWithPasskey } from "./passkey-ceremony.ts"

/**
 * "Sign in with a passkey" under the password form, after an "or" divider (issue 29): username-less,
 * the authenticator offers the passkeys it holds for this site. Not shown where the browser has no
 * WebAuthn; decided once, when it first renders (the back office renders in the browser only).
 */
export function PasskeySignInButton({ onSuccess }: { onSuccess: () => void }) {
  const { LL, locale } = useI18nContext()
  const t = LL.passkeys
  const auth = useAuth()
  const [supported] = useState(passkeysSupported)
  const [busy, setBusy] = useState(false)
  if (!supported) return null

  const signIn = async () => {
    setBusy(true)
    try {
      await auth.signedIn(await signInWithPasskey(locale))
      showToast({ title: LL.admin.login.successTitle(), description: t.signedIn() })
      onSuccess()
    } catch (error) {
      showToast({ title: t.signInFailed(), description: passkeyProblem(LL, error), variant: "destructive" })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-5" data-testid="passkey-sign-in">
      <div className="mb-5 flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t.or()}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        look="admin"
        variant="secondary"
        className="w-full"
        isDisabled={busy}
        onPress={() => void signIn()}
      >
        <Fingerprint aria-hidden="true" className="h-4 w-4" />
        {busy ? t.signingIn() : t.signIn()}
      </Button>
    </div>
  )
}

import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useAuth } from "./auth-context.ts"
import { PasskeyChoice } from "./PasskeyChoice.tsx"
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
    <PasskeyChoice
      testId="passkey-sign-in"
      busy={busy}
      label={t.signIn()}
      busyLabel={t.signingIn()}
      onPress={() => void signIn()}
    />
  )
}

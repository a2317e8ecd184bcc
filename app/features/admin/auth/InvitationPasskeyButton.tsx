import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useAuth } from "./auth-context.ts"
import { PasskeyChoice } from "./PasskeyChoice.tsx"
import { acceptInvitationWithPasskey, passkeyProblem, passkeysSupported } from "./passkey-ceremony.ts"

/**
 * The invitation page's other way in (issue 29): register a passkey instead of choosing a password.
 * The link is used up and the person signed in, as with a password. Hidden without WebAuthn.
 */
export function InvitationPasskeyButton({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const { LL, locale } = useI18nContext()
  const t = LL.passkeys.invitation
  const auth = useAuth()
  const [supported] = useState(passkeysSupported)
  const [busy, setBusy] = useState(false)
  if (!supported) return null

  const register = async () => {
    setBusy(true)
    try {
      await auth.signedIn(await acceptInvitationWithPasskey(token, locale))
      showToast({ title: LL.accounts.invitation.welcome(), variant: "success" })
      onSignedIn()
    } catch (error) {
      showToast({ title: t.failed(), description: passkeyProblem(LL, error), variant: "destructive" })
    } finally {
      setBusy(false)
    }
  }

  return (
    <PasskeyChoice
      testId="invitation-passkey"
      busy={busy}
      label={t.instead()}
      busyLabel={t.registering()}
      onPress={() => void register()}
    >
      <p className="mt-2 text-center text-xs text-slate-600">{t.text()}</p>
    </PasskeyChoice>
  )
}

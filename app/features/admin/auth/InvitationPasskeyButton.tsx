import { Fingerprint } from "lucide-react"
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useAuth } from "./auth-context.ts"
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
    <div className="mt-5" data-testid="invitation-passkey">
      <div className="mb-5 flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {LL.passkeys.or()}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        look="admin"
        variant="secondary"
        className="w-full"
        isDisabled={busy}
        onPress={() => void register()}
      >
        <Fingerprint aria-hidden="true" className="h-4 w-4" />
        {busy ? t.registering() : t.instead()}
      </Button>
      <p className="mt-2 text-center text-xs text-slate-600">{t.text()}</p>
    </div>
  )
}

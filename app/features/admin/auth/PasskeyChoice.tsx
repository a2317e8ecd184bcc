import { Fingerprint } from "lucide-react"
import type { ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"

/**
 * "or", then a passkey button below a password form (the login, the invitation): one look for both.
 * The divider is decoration; the button's own label says what it does.
 */
export function PasskeyChoice({
  testId,
  busy,
  label,
  busyLabel,
  onPress,
  children,
}: {
  testId: string
  busy: boolean
  label: string
  busyLabel: string
  onPress: () => void
  /** A line under the button. */
  children?: ReactNode
}) {
  const { LL } = useI18nContext()
  return (
    <div className="mt-5" data-testid={testId}>
      <div className="mb-5 flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {LL.passkeys.or()}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button look="admin" variant="secondary" className="w-full" isDisabled={busy} onPress={onPress}>
        <Fingerprint aria-hidden="true" className="h-4 w-4" />
        {busy ? busyLabel : label}
      </Button>
      {children}
    </div>
  )
}

import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { resumeAfterLogin } from "../../../sync/engine.ts"
import { useSyncStatus } from "../../../sync/status.ts"
import { Modal } from "../../../ui/Modal.tsx"
import { LoginFormFields } from "./LoginFormFields.tsx"
import { PasskeySignInButton } from "./PasskeySignInButton.tsx"

/**
 * When the outbox meets a 401 the queue pauses and this dialog opens over the page: the page and
 * any open form stay mounted underneath, so nothing typed is lost; after login the queue resumes.
 */
export function SessionExpiredDialog() {
  const { LL } = useI18nContext()
  const { needsLogin } = useSyncStatus()
  return (
    <Modal
      look="admin"
      isOpen={needsLogin}
      onClose={() => undefined}
      isDismissable={false}
      title={LL.admin.session.title()}
    >
      <p className="mb-4 text-sm text-slate-700">{LL.admin.session.text()}</p>
      <LoginFormFields onSuccess={() => void resumeAfterLogin()} />
      <PasskeySignInButton onSuccess={() => void resumeAfterLogin()} />
    </Modal>
  )
}

import { useNavigate } from "@tanstack/react-router"
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { syncStatus } from "../../../sync/status.ts"
import { messageOf } from "../lib/form-values.ts"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useAuth } from "./auth-context.ts"

/** Logout; when edits are still waiting in the outbox it asks first, since they stay unsent. */
export const useLogout = () => {
  const { LL } = useI18nContext()
  const auth = useAuth()
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)

  const run = async () => {
    setAsking(false)
    try {
      await auth.logout()
      showToast({ title: LL.admin.logout.done() })
      await navigate({ to: "/systemadmin/login" })
    } catch (error) {
      showToast({
        title: LL.admin.logout.failed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    }
  }

  const start = () => {
    if (syncStatus.pending + syncStatus.failed + syncStatus.conflicts > 0) setAsking(true)
    else void run()
  }

  const dialog = (
    <ConfirmDialog
      isOpen={asking}
      title={LL.admin.logout.pendingTitle()}
      text={LL.admin.logout.pendingText({
        count: syncStatus.pending + syncStatus.failed + syncStatus.conflicts,
      })}
      confirmLabel={LL.admin.logout.confirm()}
      onConfirm={() => void run()}
      onCancel={() => setAsking(false)}
    />
  )
  return { start, dialog }
}

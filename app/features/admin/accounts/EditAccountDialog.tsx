import { useState } from "react"
import { AccountChange, type AccountSummary } from "../../../../schema/accounts.ts"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import type { Role } from "../../../../schema/roles.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { serverFieldErrors } from "../lib/server-call.ts"
import { TextInput } from "../ui/FormField.tsx"
import { changeAccount } from "./accounts-api.ts"
import { FormProblem } from "./FormProblem.tsx"
import { RoleSelect } from "./RoleSelect.tsx"
import { problemText } from "./problem-text.ts"

/**
 * An account's display name and role. Only what changed is sent; the server refuses demoting the last
 * active administrator (409), and its message shows here.
 */
export function EditAccountDialog({
  account,
  onSaved,
  onClose,
}: {
  account: AccountSummary
  onSaved: (account: AccountSummary) => void
  onClose: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.form
  const [displayName, setDisplayName] = useState(account.displayName)
  const [role, setRole] = useState<Role>(account.role)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    const change = {
      ...(displayName.trim() === account.displayName ? {} : { displayName: displayName.trim() }),
      ...(role === account.role ? {} : { role }),
    }
    if (Object.keys(change).length === 0) return onClose()
    const decoded = decodeWith(AccountChange)(change, locale)
    if (!decoded.ok) {
      setErrors(issuesByField(decoded.issues))
      return
    }
    setSubmitting(true)
    setProblem(null)
    try {
      onSaved(await changeAccount(account.id, decoded.value, locale))
      showToast({ title: LL.accounts.toast.updated(), variant: "success" })
      onClose()
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setProblem(problemText(LL, error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Modal
      look="admin"
      isOpen
      onClose={onClose}
      title={t.editTitle()}
      width={600}
      isDismissable={!submitting}
    >
      <form
        noValidate
        data-testid="account-form"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextInput
          label={t.displayName()}
          name="displayName"
          value={displayName}
          onChange={(value) => {
            setDisplayName(value)
            setErrors({})
          }}
          error={errors.displayName}
        />
        <p className="text-sm text-slate-600">
          {t.username()}: <span className="font-mono text-slate-900">{account.username}</span>
        </p>
        <RoleSelect value={role} onChange={setRole} />
        <FormProblem text={problem} />
        <div className="mt-2 flex justify-end gap-2">
          <Button look="admin" variant="secondary" onPress={onClose}>
            {LL.admin.common.cancel()}
          </Button>
          <Button look="admin" type="submit" isDisabled={submitting}>
            {submitting ? t.saving() : t.save()}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

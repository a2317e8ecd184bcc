import { useState } from "react"
import { InviteInput } from "../../../../schema/accounts.ts"
import { decodeWith, issuesByField } from "../../../../schema/decode.ts"
import { ErrorCode } from "../../../../schema/errors.ts"
import type { Role } from "../../../../schema/roles.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { ServerCallError, serverFieldErrors } from "../lib/server-call.ts"
import { TextInput } from "../ui/FormField.tsx"
import { type InvitedAccount, inviteAccount } from "./accounts-api.ts"
import { FormProblem } from "./FormProblem.tsx"
import { InvitationLinkPanel } from "./InvitationLinkPanel.tsx"
import { RoleSelect } from "./RoleSelect.tsx"
import { problemText } from "./problem-text.ts"

/**
 * Invite someone: username, display name and role, checked with the server's own schema; then the
 * invitation link, shown once, in the same dialog. The new account is on the list from then on.
 */
export function InviteDialog({
  onInvited,
  onClose,
}: {
  onInvited: (invited: InvitedAccount) => void
  onClose: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.form
  const [values, setValues] = useState<{ username: string; displayName: string; role: Role }>({
    username: "",
    displayName: "",
    role: "editor",
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [invited, setInvited] = useState<InvitedAccount | null>(null)

  const set = (name: "username" | "displayName") => (value: string) => {
    setValues((now) => ({ ...now, [name]: value }))
    setErrors(({ [name]: _removed, ...rest }) => rest)
  }

  const submit = async () => {
    const decoded = decodeWith(InviteInput)(
      { ...values, username: values.username.trim(), displayName: values.displayName.trim() },
      locale,
    )
    if (!decoded.ok) {
      setErrors(issuesByField(decoded.issues))
      return
    }
    setSubmitting(true)
    setProblem(null)
    try {
      const result = await inviteAccount(decoded.value, locale)
      onInvited(result)
      setInvited(result)
      showToast({ title: LL.accounts.toast.invited(), variant: "success" })
    } catch (error) {
      const fields = serverFieldErrors(error)
      // A taken username is the username field's problem.
      if (error instanceof ServerCallError && error.code === ErrorCode.usernameTaken)
        setErrors({ ...fields, username: error.message })
      else if (Object.keys(fields).length > 0) setErrors(fields)
      else setProblem(problemText(LL, error))
    } finally {
      setSubmitting(false)
    }
  }

  if (invited !== null)
    return (
      <Modal look="admin" isOpen onClose={onClose} title={LL.accounts.link.title()} width={600}>
        <InvitationLinkPanel name={invited.account.displayName} invitation={invited.invitation} />
        <div className="mt-6 flex justify-end">
          <Button look="admin" onPress={onClose}>
            {LL.accounts.link.done()}
          </Button>
        </div>
      </Modal>
    )

  return (
    <Modal
      look="admin"
      isOpen
      onClose={onClose}
      title={t.inviteTitle()}
      width={600}
      isDismissable={!submitting}
    >
      <form
        noValidate
        data-testid="invite-form"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextInput
          label={t.username()}
          name="username"
          autoComplete="off"
          value={values.username}
          onChange={set("username")}
          error={errors.username}
          hint={t.usernameHint()}
        />
        <TextInput
          label={t.displayName()}
          name="displayName"
          value={values.displayName}
          onChange={set("displayName")}
          error={errors.displayName}
        />
        <RoleSelect value={values.role} onChange={(role) => setValues((now) => ({ ...now, role }))} />
        <FormProblem text={problem} />
        <div className="mt-2 flex justify-end gap-2">
          <Button look="admin" variant="secondary" onPress={onClose}>
            {LL.admin.common.cancel()}
          </Button>
          <Button look="admin" type="submit" isDisabled={submitting}>
            {submitting ? t.inviting() : t.invite()}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

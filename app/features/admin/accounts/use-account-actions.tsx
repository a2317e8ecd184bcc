import { useState } from "react"
import type { AccountSummary } from "../../../../schema/accounts.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import { type InvitedAccount, changeAccount, deleteAccount, resetAccount } from "./accounts-api.ts"
import { EditAccountDialog } from "./EditAccountDialog.tsx"
import { InvitationLinkPanel } from "./InvitationLinkPanel.tsx"
import { problemText } from "./problem-text.ts"

/** The actions that ask first: each ends sessions or cannot be undone. */
type Asked = { readonly kind: "disable" | "reset" | "delete"; readonly account: AccountSummary }

/**
 * A row's actions and their dialogs: edit (name, role), disable (asks), re-enable, reset sign-in
 * (asks, then shows the new link once), delete (asks). Each puts the server's answer in the list
 * (`put`); a refusal (last administrator, yourself) shows the server's message.
 */
export const useAccountActions = (put: (id: number, account: AccountSummary | undefined) => void) => {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts
  const [editing, setEditing] = useState<AccountSummary | null>(null)
  const [asked, setAsked] = useState<Asked | null>(null)
  const [link, setLink] = useState<InvitedAccount | null>(null)

  const attempt = async (call: () => Promise<void>) => {
    try {
      await call()
    } catch (error) {
      showToast({ title: t.toast.failed(), description: problemText(LL, error), variant: "destructive" })
    }
  }

  const enable = (account: AccountSummary) =>
    attempt(async () => {
      put(account.id, await changeAccount(account.id, { state: "active" }, locale))
      showToast({ title: t.toast.enabled(), variant: "success" })
    })

  const confirm = (target: Asked) => {
    setAsked(null)
    const { account } = target
    return attempt(async () => {
      if (target.kind === "disable") {
        put(account.id, await changeAccount(account.id, { state: "disabled" }, locale))
        showToast({ title: t.toast.disabled(), variant: "success" })
      } else if (target.kind === "reset") {
        const result = await resetAccount(account.id, locale)
        put(account.id, result.account)
        setLink(result)
        showToast({ title: t.toast.reset(), variant: "success" })
      } else {
        await deleteAccount(account.id, locale)
        put(account.id, undefined)
        showToast({ title: t.toast.deleted(), variant: "success" })
      }
    })
  }

  const name = asked?.account.displayName ?? ""
  const confirmTexts =
    asked?.kind === "disable"
      ? { title: t.confirm.disableTitle(), text: t.confirm.disableText({ name }), label: t.confirm.disable() }
      : asked?.kind === "reset"
        ? { title: t.confirm.resetTitle(), text: t.confirm.resetText({ name }), label: t.confirm.reset() }
        : { title: t.confirm.deleteTitle(), text: t.confirm.deleteText({ name }), label: t.confirm.delete() }

  const dialogs = (
    <>
      {editing === null ? null : (
        <EditAccountDialog
          account={editing}
          onSaved={(saved) => put(saved.id, saved)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        title={confirmTexts.title}
        text={confirmTexts.text}
        confirmLabel={confirmTexts.label}
        onConfirm={() => {
          if (asked !== null) void confirm(asked)
        }}
        onCancel={() => setAsked(null)}
      />
      <Modal
        look="admin"
        isOpen={link !== null}
        onClose={() => setLink(null)}
        title={t.link.title()}
        width={600}
      >
        {link === null ? null : (
          <InvitationLinkPanel name={link.account.displayName} invitation={link.invitation} />
        )}
        <div className="mt-6 flex justify-end">
          <Button look="admin" onPress={() => setLink(null)}>
            {t.link.done()}
          </Button>
        </div>
      </Modal>
    </>
  )

  return {
    edit: setEditing,
    ask: (kind: Asked["kind"], account: AccountSummary) => setAsked({ kind, account }),
    enable: (account: AccountSummary) => void enable(account),
    dialogs,
  }
}

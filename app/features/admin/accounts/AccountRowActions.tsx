import { KeyRound, Pencil, Trash2, UserCheck, UserX } from "lucide-react"
import type { ReactNode } from "react"
import type { AccountSummary } from "../../../../schema/accounts.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"

export interface AccountRowHandlers {
  readonly edit: (account: AccountSummary) => void
  readonly ask: (kind: "disable" | "reset" | "delete", account: AccountSummary) => void
  readonly enable: (account: AccountSummary) => void
}

function IconAction({
  label,
  onPress,
  disabled,
  danger = false,
  children,
}: {
  label: string
  onPress: () => void
  disabled: boolean
  danger?: boolean
  children: ReactNode
}) {
  return (
    <Button
      look="admin"
      variant="ghost"
      size="icon"
      aria-label={label}
      isDisabled={disabled}
      onPress={onPress}
      className={danger ? "text-red-700 hover:bg-red-50" : ""}
    >
      {children}
    </Button>
  )
}

/**
 * Edit, disable or re-enable, reset sign-in and delete, named for the account. Your own row offers
 * only edit: disabling, resetting or deleting yourself would lock you out (the server refuses them
 * too). Offline every action is disabled: account changes need the server.
 */
export function AccountRowActions({
  account,
  isSelf,
  disabled,
  on,
}: {
  account: AccountSummary
  isSelf: boolean
  disabled: boolean
  on: AccountRowHandlers
}) {
  const { LL } = useI18nContext()
  const t = LL.accounts.actions
  const name = account.displayName
  return (
    <div className="flex items-center justify-end gap-1">
      <IconAction label={t.edit({ name })} onPress={() => on.edit(account)} disabled={disabled}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </IconAction>
      {isSelf ? null : (
        <>
          {account.state === "active" ? (
            <IconAction
              label={t.disable({ name })}
              onPress={() => on.ask("disable", account)}
              disabled={disabled}
            >
              <UserX aria-hidden="true" className="h-4 w-4" />
            </IconAction>
          ) : (
            <IconAction label={t.enable({ name })} onPress={() => on.enable(account)} disabled={disabled}>
              <UserCheck aria-hidden="true" className="h-4 w-4" />
            </IconAction>
          )}
          <IconAction label={t.reset({ name })} onPress={() => on.ask("reset", account)} disabled={disabled}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
          </IconAction>
          <IconAction
            label={t.delete({ name })}
            onPress={() => on.ask("delete", account)}
            disabled={disabled}
            danger
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </IconAction>
        </>
      )}
    </div>
  )
}

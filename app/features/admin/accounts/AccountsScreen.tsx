import { CircleAlert, RotateCw, UserPlus, WifiOff } from "lucide-react"
import { type ReactNode, useState } from "react"
import type { AccountSummary } from "../../../../schema/accounts.ts"
import { roles } from "../../../../schema/roles.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useSyncStatus } from "../../../sync/status.ts"
import { Button } from "../../../ui/Button.tsx"
import { useAuth } from "../auth/auth-context.ts"
import { type Column, DataTable } from "../list/DataTable.tsx"
import { ListFilter, ListPage } from "../list/ListPage.tsx"
import { pageOf } from "../list/paging.ts"
import { useListState } from "../list/use-list-state.ts"
import { usePaging } from "../list/use-paging.ts"
import { filterRows } from "../lib/search.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { Pill } from "../ui/Pill.tsx"
import { accountColumns } from "./account-columns.tsx"
import { AccountRowActions } from "./AccountRowActions.tsx"
import { InviteDialog } from "./InviteDialog.tsx"
import { useAccountActions } from "./use-account-actions.tsx"
import { useAccounts } from "./use-accounts.ts"
import { TwoStepPolicySwitch } from "./TwoStepPolicySwitch.tsx"

const searchFields = [
  (account: AccountSummary) => account.displayName,
  (account: AccountSummary) => account.username,
]

/** A line over the table or in its place: offline, or the list could not be read. */
function Notice({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div
      role="status"
      data-testid="accounts-notice"
      className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {icon}
      <p className="min-w-0 flex-1">{text}</p>
      {action}
    </div>
  )
}

/**
 * /systemadmin/accounts (issue 29, administrators): who can sign in to the back office, with what role
 * and status; invite someone, edit, disable or re-enable, reset sign-in, delete. The list is the
 * server's, read online; offline the copy last loaded is shown and nothing can be changed.
 */
export function AccountsScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts
  const { user } = useAuth()
  const viewerId = user?.id ?? 0
  const { online } = useSyncStatus()
  const { state, retry, put } = useAccounts(viewerId, locale, online)
  const actions = useAccountActions(put)
  const [inviting, setInviting] = useState(false)
  const list = useListState<AccountSummary>()
  const paging = usePaging(list.view)
  // Read once per render: the status column compares invitations' expiry with it.
  const [now] = useState(() => Date.now())

  const loaded = state.status === "loaded" ? state : null
  const readOnly = loaded === null || loaded.offline || !online
  const matching =
    loaded === null
      ? undefined
      : filterRows(loaded.accounts, list.query, searchFields, (account) =>
          list.filter === "all" ? true : account.role === list.filter,
        )
  const columns: ReadonlyArray<Column<AccountSummary>> = [
    {
      header: t.columns.name(),
      cell: (account) => (
        <span className="flex min-w-0 flex-col">
          <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {account.displayName}
            {account.id === viewerId ? <Pill color="indigo">{t.you()}</Pill> : null}
          </span>
          <span className="font-mono text-xs break-all text-slate-600">{account.username}</span>
        </span>
      ),
    },
    ...accountColumns(LL, locale, now),
    {
      header: LL.admin.common.actions(),
      cell: (account) => (
        <AccountRowActions
          account={account}
          isSelf={account.id === viewerId}
          disabled={readOnly}
          on={actions}
        />
      ),
    },
  ]

  return (
    <ListPage
      title={t.title()}
      subtitle={t.subtitle()}
      actions={
        <Button
          look="admin"
          onPress={() => setInviting(true)}
          isDisabled={readOnly}
          data-testid="invite-button"
        >
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t.invite()}
        </Button>
      }
      query={list.query}
      onQuery={list.setQuery}
      searchPlaceholder={t.searchPlaceholder()}
      filters={
        <ListFilter
          label={t.roleFilter()}
          value={list.filter}
          onChange={list.setFilter}
          options={[
            { value: "all", label: t.allRoles() },
            ...roles.map((role) => ({ value: role, label: t.roles[role]() })),
          ]}
        />
      }
    >
      <TwoStepPolicySwitch online={online} />
      {/* The browser's word that it is offline is enough: a read that went out as the connection
          dropped may still have answered, and the list shown is then the one loaded last. */}
      {loaded !== null && (loaded.offline || !online) ? (
        <Notice
          icon={<WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />}
          text={t.offline({ at: formatDateTime(loaded.loadedAt, locale) })}
        />
      ) : null}
      {state.status === "offline" || state.status === "failed" ? (
        <Notice
          icon={
            state.status === "offline" ? (
              <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
            )
          }
          text={state.status === "offline" ? t.offlineEmpty() : t.readFailed({ message: state.message })}
          action={
            <Button look="admin" variant="secondary" size="sm" onPress={retry}>
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              {t.retry()}
            </Button>
          }
        />
      ) : (
        <DataTable
          columns={columns}
          rows={matching === undefined ? undefined : pageOf(matching, paging.limit)}
          rowKey={(account) => account.id}
          filtered={list.filtered}
          onClear={list.clear}
          paging={{ total: matching?.length ?? 0, onShowMore: paging.showMore }}
        />
      )}
      {inviting ? (
        <InviteDialog
          onInvited={(invited) => put(invited.account.id, invited.account)}
          onClose={() => setInviting(false)}
        />
      ) : null}
      {actions.dialogs}
    </ListPage>
  )
}

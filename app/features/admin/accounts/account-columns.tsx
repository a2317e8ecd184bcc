import type { AccountSummary } from "../../../../schema/accounts.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { Column } from "../list/DataTable.tsx"
import { formatDateTime } from "../lib/time-format.ts"
import { Pill } from "../ui/Pill.tsx"
import { statusColors, statusOf } from "./account-status.ts"

const roleColors = { admin: "purple", editor: "blue", viewer: "gray" } as const

/**
 * The accounts table's columns between the name and the actions: role, status (with an open
 * invitation's expiry), last seen and open sessions; the last two from md and lg up.
 */
export const accountColumns = (
  LL: TranslationFunctions,
  locale: string,
  now: number,
): ReadonlyArray<Column<AccountSummary>> => {
  const t = LL.accounts
  return [
    {
      header: t.columns.role(),
      cell: (account) => <Pill color={roleColors[account.role]}>{t.roles[account.role]()}</Pill>,
    },
    {
      header: t.columns.status(),
      cell: (account) => {
        const status = statusOf(account, now)
        return (
          <span className="contents" data-testid="account-status" data-status={status}>
            <Pill color={statusColors[status]}>{t.status[status]()}</Pill>
            {status === "invited" && account.invitationExpiresAt !== null ? (
              <span className="mt-1 block text-xs text-slate-600">
                {t.invitationUntil({ at: formatDateTime(account.invitationExpiresAt, locale) })}
              </span>
            ) : null}
          </span>
        )
      },
    },
    {
      header: t.columns.lastSeen(),
      className: "hidden md:table-cell",
      cell: (account) =>
        account.lastSeenAt === null ? (
          <span className="text-slate-600">{t.neverSeen()}</span>
        ) : (
          <time dateTime={account.lastSeenAt} className="whitespace-nowrap">
            {formatDateTime(account.lastSeenAt, locale)}
          </time>
        ),
    },
    {
      header: t.columns.sessions(),
      className: "hidden lg:table-cell",
      cell: (account) => t.sessionCount({ count: account.activeSessions }),
    },
  ]
}

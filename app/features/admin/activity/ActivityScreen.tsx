import { getRouteApi } from "@tanstack/react-router"
import { RotateCw, ScrollText, WifiOff } from "lucide-react"
import type { ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { ActivityFilters } from "./ActivityFilters.tsx"
import { ActivityTable } from "./ActivityTable.tsx"
import { type ActivitySearch, hasFilters, isBackwards, toApiFilters } from "./activity-search.ts"
import { type ReadFailure, useActivity } from "./use-activity.ts"
import { useActors } from "./use-actors.ts"

const route = getRouteApi("/systemadmin/_protected/activity")

/** A message in place of the list (empty, filtered out, unreadable), with an optional action. */
function Notice({
  icon,
  text,
  action,
  alert,
}: {
  icon?: ReactNode
  text: string
  action?: ReactNode
  alert?: boolean
}) {
  return (
    <div
      role={alert === true ? "alert" : undefined}
      data-testid="activity-notice"
      className="flex flex-col items-center gap-3 px-4 py-12 text-center"
    >
      {icon}
      <p className="max-w-prose text-slate-700">{text}</p>
      {action}
    </div>
  )
}

/**
 * /systemadmin/activity: every recorded change and sign-in, newest first, filtered by administrator,
 * type of content, action and days (kept in the address), paged with "load older". The log is the
 * server's: it is read online only, and offline the screen says so.
 */
export function ActivityScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.activity
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actors = useActors()
  const backwards = isBackwards(search)
  const { state, loadOlder, retry } = useActivity(backwards ? undefined : toApiFilters(search), locale)
  const filtered = hasFilters(search)
  const setSearch = (next: ActivitySearch) => void navigate({ search: next, replace: true })
  const clear = (
    <Button look="admin" variant="secondary" onPress={() => setSearch({})}>
      {t.filters.clear()}
    </Button>
  )
  const failureText = (failure: ReadFailure) =>
    failure.kind === "offline"
      ? LL.audit.offlineUnavailable()
      : LL.audit.readFailed({ message: failure.message })
  const retryButton = (onPress: () => void) => (
    <Button look="admin" variant="secondary" onPress={onPress}>
      <RotateCw aria-hidden="true" className="h-4 w-4" />
      {t.retry()}
    </Button>
  )

  let body: ReactNode
  if (backwards) body = <Notice text={t.filters.badRange()} action={clear} alert />
  else if (state.status === "loading") body = <ActivityTable records={undefined} accounts={actors} />
  else if (state.status === "failed")
    body = (
      <Notice
        alert
        icon={
          state.failure.kind === "offline" ? (
            <WifiOff aria-hidden="true" className="h-8 w-8 text-slate-500" />
          ) : undefined
        }
        text={failureText(state.failure)}
        action={retryButton(retry)}
      />
    )
  else if (state.records.length === 0)
    body = (
      <Notice
        icon={<ScrollText aria-hidden="true" className="h-8 w-8 text-slate-500" />}
        text={filtered ? t.noMatch() : t.empty()}
        action={filtered ? clear : undefined}
      />
    )
  else
    body = (
      <>
        <ActivityTable records={state.records} accounts={actors} />
        <div className="flex flex-col items-center gap-3 border-t border-slate-200 p-4 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="activity-count">
            {state.nextCursor === null
              ? t.allShown({ count: state.records.length })
              : t.shown({ count: state.records.length })}
          </p>
          {typeof state.older === "object" ? (
            <p role="alert" className="text-sm text-red-700">
              {failureText(state.older)}
            </p>
          ) : null}
          {state.nextCursor === null ? null : (
            <Button
              look="admin"
              variant="secondary"
              onPress={loadOlder}
              isDisabled={state.older === "loading"}
            >
              {state.older === "loading" ? t.loadingOlder() : t.loadOlder()}
            </Button>
          )}
        </div>
      </>
    )

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t.title()}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.subtitle()}</p>
      </div>
      <section aria-label={t.title()} className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <ActivityFilters search={search} actors={actors} onChange={setSearch} />
        <div className="overflow-x-auto">{body}</div>
      </section>
    </div>
  )
}

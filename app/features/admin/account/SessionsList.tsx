import { useNavigate } from "@tanstack/react-router"
import { LogOut, Monitor } from "lucide-react"
import { useState } from "react"
import type { SessionSummary } from "../../../../schema/accounts.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useAuth } from "../auth/auth-context.ts"
import { isOffline } from "../lib/server-call.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import { Pill } from "../ui/Pill.tsx"
import { endOtherSessions, endSession } from "./account-api.ts"
import { ServerReadNotice } from "./ServerReadNotice.tsx"
import type { SessionsState } from "./use-sessions.ts"

function Session({
  session,
  disabled,
  onEnd,
}: {
  session: SessionSummary
  disabled: boolean
  onEnd: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.sessions
  return (
    <li
      data-testid="session"
      data-current={session.current}
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{session.device}</span>
            {session.current ? <Pill color="green">{t.thisDevice()}</Pill> : null}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-slate-600">
            <dt>{t.address()}</dt>
            <dd className="break-all">{session.address ?? t.unknownAddress()}</dd>
            <dt>{t.lastSeen()}</dt>
            <dd>
              <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt, locale)}</time>
            </dd>
            <dt>{t.started()}</dt>
            <dd>
              <time dateTime={session.createdAt}>{formatDateTime(session.createdAt, locale)}</time>
            </dd>
          </dl>
        </div>
      </div>
      <Button
        look="admin"
        variant="secondary"
        size="sm"
        isDisabled={disabled}
        onPress={onEnd}
        aria-label={t.endNamed({ device: session.current ? t.thisDevice() : session.device })}
        className="self-start sm:self-center"
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {t.end()}
      </Button>
    </li>
  )
}

/**
 * The own sessions, most recently active first: end one, or all but this one. Ending this device's
 * session is a logout (it asks first), and the page goes to the login.
 */
export function SessionsList({
  state,
  online,
  reload,
}: {
  state: SessionsState
  online: boolean
  reload: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.sessions
  const auth = useAuth()
  const navigate = useNavigate()
  const [asking, setAsking] = useState<"current" | "others" | null>(null)

  const failed = (error: unknown) =>
    showToast({
      title: t.failed(),
      description: isOffline(error)
        ? LL.accounts.me.needsConnection()
        : error instanceof Error
          ? error.message
          : String(error),
      variant: "destructive",
    })

  const end = async (session: SessionSummary) => {
    try {
      await endSession(session.id, locale)
      if (session.current) {
        // The server has ended it: what is left is this tab's own sign-out.
        await auth.logout().catch(() => undefined)
        showToast({ title: LL.admin.logout.done() })
        await navigate({ to: "/systemadmin/login" })
        return
      }
      showToast({ title: t.ended(), variant: "success" })
    } catch (error) {
      failed(error)
    }
    reload()
  }

  const endOthers = async () => {
    try {
      const { ended } = await endOtherSessions(locale)
      showToast({ title: t.endedOthers({ count: ended }), variant: "success" })
    } catch (error) {
      failed(error)
    }
    reload()
  }

  const sessions = state.status === "loaded" ? state.value : []
  const current = sessions.find((session) => session.current)
  const others = sessions.filter((session) => !session.current).length

  return (
    <div className="flex flex-col">
      <ServerReadNotice
        state={state}
        reload={reload}
        offline={t.offline()}
        failed={(message) => t.readFailed({ message })}
        retry={t.retry()}
      />
      {state.status === "loaded" ? (
        <>
          <ul className="divide-y divide-slate-100" aria-label={t.title()} data-testid="sessions">
            {sessions.map((session) => (
              <Session
                key={session.id}
                session={session}
                disabled={!online}
                onEnd={() => (session.current ? setAsking("current") : void end(session))}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-3">
            {others === 0 ? <p className="text-sm text-slate-600">{t.noOthers()}</p> : null}
            <Button
              look="admin"
              variant="secondary"
              isDisabled={!online || others === 0}
              onPress={() => setAsking("others")}
              className="sm:ml-auto"
            >
              {t.endOthers()}
            </Button>
          </div>
        </>
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking === "current" ? t.endCurrentTitle() : t.endOthersTitle()}
        text={asking === "current" ? t.endCurrentText() : t.endOthersText()}
        confirmLabel={asking === "current" ? t.end() : t.endOthers()}
        onConfirm={() => {
          const which = asking
          setAsking(null)
          if (which === "current" && current !== undefined) void end(current)
          else if (which === "others") void endOthers()
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}

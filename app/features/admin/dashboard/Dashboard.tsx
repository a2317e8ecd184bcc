import { Link } from "@tanstack/react-router"
import { ChevronRight, Database, type LucideIcon } from "lucide-react"
import { Fragment } from "react"
import { useContentCounts } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useAuth } from "../auth/auth-context.ts"
import { can } from "../../../../schema/roles.ts"
import {
  AccountsIcon,
  ActivityIcon,
  MediaIcon,
  accountsPath,
  activityPath,
  mediaPath,
  requiredPermission,
  sectionIcons,
  sectionKeys,
  sectionPath,
} from "../lib/nav-items.ts"
import { Pill } from "../ui/Pill.tsx"
import { countParts } from "./count-line.ts"
import { ScheduledCard } from "./ScheduledCard.tsx"
import { TranslationCard } from "./TranslationCard.tsx"
import { useHealth } from "./use-health.ts"

/**
 * /systemadmin: welcome, database status, a tile for each of the seven sections, the media library,
 * the activity log and the accounts: those the role may use (no enquiry count for an editor).
 */
export function Dashboard() {
  const { LL } = useI18nContext()
  const t = LL.admin.dashboard
  const { user } = useAuth()
  const health = useHealth()
  const counts = useContentCounts()
  const may = (path: string) => can(user?.role, requiredPermission(path))
  const healthPill =
    health.state === "ok" ? (
      <Pill color="green">{t.dbOk()}</Pill>
    ) : health.state === "error" ? (
      <Pill color="red">{t.dbError()}</Pill>
    ) : health.state === "offline" ? (
      <Pill color="gray">{t.dbOffline()}</Pill>
    ) : (
      <Pill color="gray">{t.dbChecking()}</Pill>
    )

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-2xl bg-gradient-to-r from-blue-700 to-indigo-700 p-6 text-white shadow-sm">
        <h1 className="text-2xl font-bold">{t.welcome({ name: user?.displayName ?? t.defaultName() })}</h1>
        <p className="mt-1 text-blue-50">{t.subtitle()}</p>
      </div>
      <section
        aria-labelledby="db-status"
        data-testid="db-status"
        className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
          <Database aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="flex-1">
          <h2 id="db-status" className="text-sm font-medium text-slate-600">
            {t.dbTitle()}
          </h2>
          {"engine" in health && health.engine ? (
            <p className="text-xs text-slate-600">{t.engine({ engine: health.engine })}</p>
          ) : null}
        </div>
        {healthPill}
      </section>
      {may(sectionPath("blog")) ? <ScheduledCard /> : null}
      {may(sectionPath("blog")) ? <TranslationCard /> : null}
      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t.sections()}
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sectionKeys
            .filter((key) => may(sectionPath(key)))
            .map((key) => (
              <li key={key}>
                <Tile
                  to={sectionPath(key)}
                  Icon={sectionIcons[key]}
                  title={LL.admin.nav[key]()}
                  text={t.tiles[key]()}
                  count={counts === undefined ? undefined : countParts(LL, key, counts)}
                  separator={t.counts.separator()}
                />
              </li>
            ))}
          <li>
            <Tile
              to={mediaPath}
              Icon={MediaIcon}
              title={LL.mediaLibrary.nav()}
              text={LL.mediaLibrary.tile()}
            />
          </li>
          {may(activityPath) ? (
            <li>
              <Tile
                to={activityPath}
                Icon={ActivityIcon}
                title={LL.admin.nav.activity()}
                text={LL.activity.tile()}
              />
            </li>
          ) : null}
          {may(accountsPath) ? (
            <li>
              <Tile
                to={accountsPath}
                Icon={AccountsIcon}
                title={LL.accounts.nav()}
                text={LL.accounts.tile()}
              />
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  )
}

/** A dashboard tile: the screen's icon, name, what it is for and how many rows it holds. */
function Tile({
  to,
  Icon,
  title,
  text,
  count,
  separator,
}: {
  to: ReturnType<typeof sectionPath> | typeof mediaPath | typeof activityPath | typeof accountsPath
  Icon: LucideIcon
  title: string
  text: string
  /** How many rows the section holds on this device, when it has a count: parts, each kept on one line. */
  count?: ReadonlyArray<string> | undefined
  separator?: string
}) {
  return (
    <Link
      to={to}
      className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-blue-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-blue-500"
    >
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-1 block text-sm text-slate-600">{text}</span>
        {count === undefined ? null : (
          <span data-testid="tile-count" className="mt-2 block text-sm font-medium text-slate-800">
            {count.map((part, index) => (
              <Fragment key={part}>
                {index > 0 ? separator : null}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
          </span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="mt-1 h-4 w-4 text-slate-500 group-hover:text-blue-700" />
    </Link>
  )
}

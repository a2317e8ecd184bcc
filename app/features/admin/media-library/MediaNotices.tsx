/** What the media library shows in place of its grid: the library could not be read, or nothing to show. */
import { Images, RotateCw, Search, WifiOff } from "lucide-react"
import type { ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import type { MediaUse } from "./media-view.ts"
import type { LibraryFailure } from "./use-media-library.ts"

/** A message in place of the grid, with an optional action. */
function Notice({
  icon,
  text,
  hint,
  action,
  alert,
}: {
  icon: ReactNode
  text: string
  hint?: string
  action?: ReactNode
  alert?: boolean
}) {
  return (
    <div
      role={alert === true ? "alert" : undefined}
      data-testid="media-notice"
      className="flex flex-col items-center gap-3 px-4 py-12 text-center"
    >
      {icon}
      <p className="max-w-prose text-slate-700">{text}</p>
      {hint === undefined ? null : <p className="max-w-prose text-sm text-slate-600">{hint}</p>}
      {action}
    </div>
  )
}

const iconClass = "h-8 w-8 text-slate-500"

/** The server's library could not be read: offline, or an error, with a retry. */
export function ReadFailedNotice({ failure, onRetry }: { failure: LibraryFailure; onRetry: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.mediaLibrary
  return (
    <Notice
      alert
      icon={
        failure.kind === "offline" ? (
          <WifiOff aria-hidden="true" className={iconClass} />
        ) : (
          <Images aria-hidden="true" className={iconClass} />
        )
      }
      text={failure.kind === "offline" ? t.offline() : t.readFailed({ message: failure.message })}
      action={
        <Button look="admin" variant="secondary" onPress={onRetry}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          {t.retry()}
        </Button>
      }
    />
  )
}

/**
 * The library read, and nothing to show: no match for the search, no picture at all, or none with
 * the chosen use. "Show all" clears what hid them (the search first).
 */
export function NothingShownNotice({
  use,
  query,
  onShowAll,
}: {
  use: MediaUse
  query: string
  onShowAll: () => void
}) {
  const { LL } = useI18nContext()
  const t = LL.mediaLibrary
  const showAll = (
    <Button look="admin" variant="secondary" onPress={onShowAll}>
      {t.showAll()}
    </Button>
  )
  if (query.trim() !== "")
    return (
      <Notice
        icon={<Search aria-hidden="true" className={iconClass} />}
        text={t.noMatch()}
        action={showAll}
      />
    )
  if (use === "all")
    return (
      <Notice
        icon={<Images aria-hidden="true" className={iconClass} />}
        text={t.empty()}
        hint={t.emptyHint()}
      />
    )
  return (
    <Notice
      icon={<Images aria-hidden="true" className={iconClass} />}
      text={use === "in-use" ? t.noneInUse() : t.noneUnused()}
      action={showAll}
    />
  )
}

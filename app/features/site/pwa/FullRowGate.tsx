/**
 * A detail page over a row that may be partial (use-full-row.ts). A post waits for its body (a
 * skeleton while it is fetched); another record shows its card's fields at once and its long texts
 * when they come. Offline, texts that never reached this device are said plainly, in the reader's
 * language, with the way to keep the site offline: a post's whole page, a note above another's.
 */
import { CloudOff } from "lucide-react"
import type { ReactNode } from "react"
import type { EntityName } from "../../../../schema/sync.ts"
import type { DetailKind } from "../../../db/public-queries.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { EmptyState } from "../../../ui/EmptyState.tsx"
import { LinkButton } from "../../../ui/LinkButton.tsx"
import { DetailSkeleton } from "../static/DetailParts.tsx"
import { useFullRow } from "./use-full-row.ts"

interface Props<T> {
  readonly entity: EntityName
  readonly kind: DetailKind
  readonly row: T
  readonly children: (row: T) => ReactNode
}

export function FullRowGate<T extends { id: number; version: number; partial?: true }>({
  entity,
  kind,
  row,
  children,
}: Props<T>) {
  const full = useFullRow(entity, kind, row)
  if (full.status === "full") return <>{children(full.row)}</>
  // A post is its body: nothing to show without it. Another record's page is mostly its card's
  // fields: it shows them, its long texts joining when fetched, or a note above when they cannot be.
  if (kind === "post")
    return full.status === "fetching" ? <DetailSkeleton /> : <NotOnDevice retry={full.retry} />
  return (
    <>
      {full.status === "notOnDevice" ? <RecordNote retry={full.retry} /> : null}
      {children(row)}
    </>
  )
}

function NotOnDevice({ retry }: { retry: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.content.notOnDevice
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6" data-testid="not-on-device" role="status">
      <EmptyState icon={CloudOff} title={t.post()} text={t.hint()}>
        <Actions retry={retry} />
      </EmptyState>
    </div>
  )
}

function RecordNote({ retry }: { retry: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.content.notOnDevice
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8" data-testid="not-on-device" role="status">
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <CloudOff aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{t.record()}</strong> {t.hint()}
        </p>
        <Actions retry={retry} />
      </div>
    </div>
  )
}

function Actions({ retry }: { retry: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.content.notOnDevice
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button variant="secondary" onClick={retry}>
        {t.retry()}
      </Button>
      <LinkButton to="/offline" variant="primary">
        {t.keep()}
      </LinkButton>
    </div>
  )
}

/**
 * Renders a detail page once its row is full (use-full-row.ts): a skeleton while the long texts are
 * fetched, and offline, for a record whose texts never reached this device, a plain message in the
 * reader's language with the way to keep the site offline, instead of a blank or a spinner.
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
  if (full.status === "fetching") return <DetailSkeleton />
  return <NotOnDevice post={kind === "post"} retry={full.retry} />
}

function NotOnDevice({ post, retry }: { post: boolean; retry: () => void }) {
  const { LL } = useI18nContext()
  const t = LL.content.notOnDevice
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6" data-testid="not-on-device" role="status">
      <EmptyState icon={CloudOff} title={post ? t.post() : t.record()} text={t.hint()}>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={retry}>
            {t.retry()}
          </Button>
          <LinkButton to="/offline" variant="primary">
            {t.keep()}
          </LinkButton>
        </div>
      </EmptyState>
    </div>
  )
}

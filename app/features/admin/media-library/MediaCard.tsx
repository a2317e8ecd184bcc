import { Copy, Pencil, Trash2 } from "lucide-react"
import { type ReactNode, useId } from "react"
import type { MediaLibraryItem } from "../../../../schema/media.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { formatBytes } from "../../site/pwa/format-bytes.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { Pill } from "../ui/Pill.tsx"
import { MediaThumbnail } from "./MediaThumbnail.tsx"

import { MediaUsesList } from "./MediaUsesList.tsx"
import type { MediaUseSite } from "./media-uses.ts"
/** One term and its value, as the `<div>` group a `<dl>` allows. */
function Detail({
  label,
  children,
  lang,
  wide = false,
}: {
  label: string
  children: ReactNode
  lang?: string
  wide?: boolean
}) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd lang={lang} className="break-words text-slate-900">
        {children}
      </dd>
    </div>
  )
}

export interface MediaCardProps {
  readonly item: MediaLibraryItem
  /** The uploader's account name, when the account is known. */
  readonly uploader: string | undefined
  /** The rows on this device that use the picture (what its use count counts, as this device has it). */
  readonly uses: ReadonlyArray<MediaUseSite>
  /** No alt text edit or delete when absent (a role that may not change pictures). */
  readonly onEdit?: (() => void) | undefined
  readonly onCopy: () => void
  readonly onDelete?: (() => void) | undefined
}

/**
 * One picture of the library: the thumbnail, both alt texts, its original file name, its size, when and by whom it was
 * uploaded, how many content rows use it, and what can be done with it. A picture in use offers no
 * delete; the card says why instead.
 */
export function MediaCard({ item, uploader, uses, onEdit, onCopy, onDelete }: MediaCardProps) {
  const { LL, locale } = useI18nContext()
  const t = LL.mediaLibrary
  const altId = useId()
  const inUse = item.useCount > 0
  const alt = locale === "en" ? item.altEn : item.alt
  return (
    <article
      data-testid="media-card"
      data-media-id={item.id}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-slate-100 p-2">
        <MediaThumbnail record={item} alt={alt} />
        <span className="absolute top-2 left-2" data-testid="media-use-count" data-count={item.useCount}>
          <Pill color={inUse ? "green" : "gray"}>
            {inUse ? t.card.usedIn({ count: item.useCount }) : t.card.unused()}
          </Pill>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Detail label={t.card.altZh()} lang="zh-CN" wide>
            <span data-testid="media-alt" id={locale === "en" ? undefined : altId}>
              {item.alt}
            </span>
          </Detail>
          <Detail label={t.card.altEn()} lang="en" wide>
            <span data-testid="media-alt-en" id={locale === "en" ? altId : undefined}>
              {item.altEn}
            </span>
          </Detail>
          <Detail label={t.card.fileName()} wide>
            <span data-testid="media-file-name" className="break-all">
              {item.fileName ?? <span className="text-slate-600">{t.card.noFileName()}</span>}
            </span>
          </Detail>
          <Detail label={t.card.size()}>
            <span className="block">{t.card.dimensions({ width: item.width, height: item.height })}</span>
            <span className="block text-slate-600">{formatBytes(item.bytes, locale)}</span>
          </Detail>
          <Detail label={t.card.uploaded()}>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
          </Detail>
          <Detail label={t.card.uploader()} wide>
            {uploader ?? t.card.unknownUploader()}
          </Detail>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2">
          {onEdit ? (
            <Button look="admin" variant="secondary" size="sm" onPress={onEdit} aria-describedby={altId}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t.actions.editAlt()}
            </Button>
          ) : null}
          <Button look="admin" variant="secondary" size="sm" onPress={onCopy} aria-describedby={altId}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t.actions.copy()}
          </Button>
          {inUse || !onDelete ? null : (
            <Button look="admin" variant="danger" size="sm" onPress={onDelete} aria-describedby={altId}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t.actions.delete()}
            </Button>
          )}
        </div>
        {inUse && onDelete ? (
          <p className="text-xs text-slate-600" data-testid="media-in-use-note">
            {t.card.inUseNote()}
          </p>
        ) : null}
        <MediaUsesList uses={uses} />
      </div>
    </article>
  )
}

/** Placeholder cards while the library loads (spec section 9: skeletons). */
export function MediaCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden="true" data-testid="media-skeleton">
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="aspect-[4/3] animate-pulse bg-slate-200" />
            <div className="flex flex-col gap-3 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
              <div className="h-8 w-2/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        </li>
      ))}
    </>
  )
}

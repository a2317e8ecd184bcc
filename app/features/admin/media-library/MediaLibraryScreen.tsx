import { getRouteApi } from "@tanstack/react-router"
import { Search, Upload } from "lucide-react"
import { type ReactNode, useMemo, useState } from "react"
import { type MediaLibraryItem, mediaAddress } from "../../../../schema/media.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useActors } from "../activity/use-actors.ts"
import { useCan } from "../auth/use-can.ts"
import { ListPager } from "../list/ListPager.tsx"
import { pageOf, pageSize } from "../list/paging.ts"
import { usePaging } from "../list/use-paging.ts"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import { AltTextDialog } from "../media-upload/AltTextDialog.tsx"
import { PendingUploads, RefusedFiles, UploadButton, useLibraryUpload } from "./LibraryUpload.tsx"
import { MediaCard, MediaCardSkeletons } from "./MediaCard.tsx"
import { NothingShownNotice, ReadFailedNotice } from "./MediaNotices.tsx"
import { UseFilter } from "./UseFilter.tsx"
import { useFileDrop } from "./use-file-drop.ts"
import { copyToClipboard } from "../lib/clipboard.ts"
import { MediaCallError, deleteMedia, fetchMediaItem } from "../lib/media-api.ts"
import { type MediaUse, countsByUse, filterMedia, searchFor, useOf } from "./media-view.ts"
import { useMediaLibrary } from "./use-media-library.ts"
import { usesOf } from "./media-uses.ts"
import { useMediaUses } from "./use-media-uses.ts"
import { useDeviceUploads } from "./use-device-uploads.ts"

const route = getRouteApi("/systemadmin/_protected/media")

/**
 * /systemadmin/media: every uploaded picture, newest first, with its alt texts, size, upload and use
 * count, filtered by use and searched (kept in the address). Alt texts can be edited, the address
 * copied, and an unused picture deleted. Pictures are uploaded with the button or dropped onto the
 * screen, through the forms' offline-first pipeline; this device's pictures not yet delivered are
 * listed above the grid, and each appears in the grid once the server has it. The library is the
 * server's: it is read online only, and offline the screen says so.
 */
export function MediaLibraryScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.mediaLibrary
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const use = useOf(search)
  const query = search.q ?? ""
  const setUse = (next: MediaUse) => void navigate({ search: searchFor(next, query), replace: true })
  const setQuery = (next: string) => void navigate({ search: searchFor(use, next), replace: true })
  const uses = useMediaUses()
  const { state, retry, replace, add } = useMediaLibrary(locale)
  const device = useDeviceUploads(locale, add)
  const upload = useLibraryUpload(device.watch)
  // A viewer reads the library: no upload (button or drop), alt text edit or delete.
  const mayEdit = useCan("editContent")
  const dropZone = useFileDrop(mayEdit, (files) => void upload.choose(files))
  const actors = useActors()
  const [editing, setEditing] = useState<MediaLibraryItem | null>(null)
  const [deleting, setDeleting] = useState<MediaLibraryItem | null>(null)

  const items = state.status === "loaded" ? state.items : undefined
  const counts = useMemo(() => (items === undefined ? undefined : countsByUse(items)), [items])
  const shown = useMemo(
    () => (items === undefined ? [] : filterMedia(items, use, query)),
    [items, use, query],
  )
  // Paged like the lists: the first 50 cards, more on "Show more" or scrolling; a new filter starts over.
  const paging = usePaging(`${use}\u0000${query.trim().toLowerCase()}`)
  const drawn = pageOf(shown, paging.limit)
  const uploaderOf = (item: MediaLibraryItem) =>
    actors.find((actor) => actor.id === item.uploadedBy)?.username

  const writeFailed = (error: unknown) =>
    showToast({
      title: t.failed(),
      description:
        error instanceof MediaCallError && error.status === "offline"
          ? t.writeOffline()
          : error instanceof Error
            ? error.message
            : String(error),
      variant: "destructive",
    })

  const copy = async (item: MediaLibraryItem) => {
    const address = mediaAddress(item)
    if (await copyToClipboard(address))
      showToast({ title: t.copied(), description: address, variant: "success" })
    else showToast({ title: t.copyFailed(), description: address })
  }

  const remove = async (item: MediaLibraryItem) => {
    setDeleting(null)
    try {
      await deleteMedia(item.id, locale)
      replace(item.id, undefined)
      showToast({ title: t.remove.deleted(), variant: "success" })
    } catch (error) {
      writeFailed(error)
      // Refused because content uses it now (409), or gone already (404): show what the server has.
      if (error instanceof MediaCallError && (error.status === 409 || error.status === 404))
        fetchMediaItem(item.id, locale).then(
          (now) => replace(item.id, now),
          (reason: unknown) => {
            if (reason instanceof MediaCallError && reason.status === 404) replace(item.id, undefined)
          },
        )
    }
  }

  const notice =
    state.status === "failed" ? (
      <ReadFailedNotice failure={state.failure} onRetry={retry} />
    ) : state.status === "loaded" && shown.length === 0 ? (
      <NothingShownNotice
        use={use}
        query={query}
        onShowAll={() => (query.trim() !== "" ? setQuery("") : setUse("all"))}
      />
    ) : undefined
  let body: ReactNode
  if (notice !== undefined) body = notice
  else
    body = (
      <>
        <ul
          className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
          aria-busy={state.status === "loading"}
          data-testid="media-grid"
        >
          {state.status === "loading" ? (
            <MediaCardSkeletons />
          ) : (
            drawn.map((item) => (
              <li key={item.id}>
                <MediaCard
                  item={item}
                  uploader={uploaderOf(item)}
                  uses={usesOf(uses, item.contentHash)}
                  onEdit={mayEdit ? () => setEditing(item) : undefined}
                  onCopy={() => void copy(item)}
                  onDelete={mayEdit ? () => setDeleting(item) : undefined}
                />
              </li>
            ))
          )}
        </ul>
        {state.status === "loaded" && shown.length > pageSize ? (
          <ListPager shown={drawn.length} total={shown.length} onShowMore={paging.showMore} />
        ) : null}
      </>
    )

  return (
    <div
      className="relative flex flex-col gap-6"
      onDragOver={dropZone.onDragOver}
      onDragLeave={dropZone.onDragLeave}
      onDrop={dropZone.onDrop}
      data-testid="media-drop-zone"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.title()}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.subtitle()}</p>
        </div>
        {mayEdit ? (
          <div className="flex shrink-0 flex-col gap-1 sm:items-end">
            <UploadButton onChosen={(files) => void upload.choose(files)} />
            <p className="text-xs text-slate-600 sm:max-w-64 sm:text-right">{t.upload.hint()}</p>
          </div>
        ) : null}
      </div>
      {dropZone.dragging ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-2 border-dashed border-blue-500 bg-blue-50/80"
        >
          <p className="flex items-center gap-2 text-lg font-medium text-blue-800">
            <Upload className="h-6 w-6" />
            {t.upload.dropActive()}
          </p>
        </div>
      ) : null}
      <section aria-label={t.title()} className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <UseFilter value={use} counts={counts} onChange={setUse} />
            <div className="relative sm:w-72">
              <Search
                aria-hidden="true"
                className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
              />
              <input
                type="search"
                aria-label={t.searchLabel()}
                placeholder={t.searchPlaceholder()}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:ring-2 focus:ring-blue-500"
              />
            </div>
          </div>
          {counts === undefined ? null : (
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="media-count">
              {t.count({ count: shown.length })}
            </p>
          )}
        </div>
        <RefusedFiles messages={upload.refused} onDismiss={upload.dismissRefused} />
        <PendingUploads uploads={device.pending} />
        {body}
      </section>
      {upload.dialog}
      {editing === null ? null : (
        <AltTextDialog
          use={{
            kind: "edit",
            item: editing,
            onSaved: (record) => {
              replace(editing.id, { ...record, useCount: editing.useCount })
              setEditing(null)
            },
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t.remove.title()}
        text={t.remove.text()}
        confirmLabel={t.remove.confirm()}
        onConfirm={() => {
          if (deleting !== null) void remove(deleting)
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}

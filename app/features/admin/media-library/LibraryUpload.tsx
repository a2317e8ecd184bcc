/**
 * Uploading from the media library (issue 28): the "Upload pictures" button (several files at once,
 * or dropped onto the screen), each file checked as the forms check it (check-picture.ts, with the
 * forms' messages), then its alt texts asked with the forms' dialog, which keeps the picture on this
 * device and queues its upload (queuePicture: the outbox uploads it exactly once). Pictures kept here
 * and not yet on the server are listed with where they stand.
 */
import { Upload, X } from "lucide-react"
import { type ChangeEvent, useRef, useState } from "react"
import type { QueuedUpload } from "../../../db/local-row.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { AltTextDialog } from "../media-upload/AltTextDialog.tsx"
import { PictureStatus } from "../media-upload/PictureStatus.tsx"
import { checkPicture } from "../media-upload/check-picture.ts"
import { problemMessage } from "../media-upload/picture-messages.ts"
import { pictureAccept } from "../media-upload/take-file.ts"
import { usePicture } from "../media-upload/use-picture.ts"
import { uploadFileName } from "./use-device-uploads.ts"

/** The files chosen and waiting for their alt texts, and the messages of the files refused. */
export const useLibraryUpload = (onQueued: (address: string) => void) => {
  const { LL } = useI18nContext()
  const [waiting, setWaiting] = useState<{ files: File[]; total: number }>({ files: [], total: 0 })
  const [refused, setRefused] = useState<string[]>([])

  /** Checks every file (in order); the accepted ones wait for their alt texts, one dialog each. */
  const choose = async (files: ReadonlyArray<File>): Promise<void> => {
    const accepted: File[] = []
    const messages: string[] = []
    for (const file of files) {
      const problem = await checkPicture(file)
      if (problem === null) accepted.push(file)
      else
        messages.push(
          problemMessage(LL, problem, file.name === "" ? LL.mediaUpload.panel.untitled() : file.name),
        )
    }
    setRefused(messages)
    if (accepted.length > 0)
      setWaiting((now) => ({ files: [...now.files, ...accepted], total: now.total + accepted.length }))
  }

  const next = () =>
    setWaiting((now) => {
      const files = now.files.slice(1)
      return { files, total: files.length === 0 ? 0 : now.total }
    })

  const current = waiting.files[0]
  const dialog =
    current === undefined ? null : (
      <AltTextDialog
        key={`${waiting.total}-${waiting.files.length}`}
        use={{
          kind: "upload",
          file: current,
          confirmLabel:
            waiting.total > 1
              ? LL.mediaLibrary.upload.confirmOf({
                  index: waiting.total - waiting.files.length + 1,
                  total: waiting.total,
                })
              : LL.mediaLibrary.upload.confirm(),
          onQueued: (queued) => {
            onQueued(queued.address)
            next()
          },
        }}
        onClose={next}
      />
    )

  return { choose, dialog, refused, dismissRefused: () => setRefused([]) }
}

/** The button and its hidden file picker (several pictures at once). */
export function UploadButton({ onChosen }: { onChosen: (files: File[]) => void }) {
  const { LL } = useI18nContext()
  const input = useRef<HTMLInputElement>(null)
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    // The same file may be chosen again later.
    event.target.value = ""
    if (files.length > 0) onChosen(files)
  }
  return (
    <>
      <Button look="admin" onPress={() => input.current?.click()} data-testid="media-upload-button">
        <Upload aria-hidden="true" className="h-4 w-4" />
        {LL.mediaLibrary.upload.button()}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={pictureAccept}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="media-upload-input"
        onChange={picked}
      />
    </>
  )
}

/** The files refused before anything was queued, with the forms' messages. */
export function RefusedFiles({ messages, onDismiss }: { messages: string[]; onDismiss: () => void }) {
  const { LL } = useI18nContext()
  if (messages.length === 0) return null
  return (
    <div
      role="alert"
      data-testid="media-upload-refused"
      className="flex items-start gap-3 border-b border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{LL.mediaLibrary.upload.refusedTitle()}</p>
        <ul className="mt-1 list-disc pl-5">
          {messages.map((message, index) => (
            <li key={index} className="break-words">
              {message}
            </li>
          ))}
        </ul>
      </div>
      <Button
        look="admin"
        variant="ghost"
        size="icon"
        aria-label={LL.mediaLibrary.upload.dismiss()}
        onPress={onDismiss}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </Button>
    </div>
  )
}

function PendingUpload({ upload }: { upload: QueuedUpload }) {
  const { LL, locale } = useI18nContext()
  const { state, preview } = usePicture(upload.address)
  const name = uploadFileName(upload)
  return (
    <li
      data-testid="media-pending"
      data-address={upload.address}
      className="flex min-w-0 gap-3 rounded-lg border border-amber-200 bg-amber-50/60 p-3"
    >
      <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
        {preview === undefined ? null : (
          <img
            src={preview}
            alt={locale === "en" ? upload.altEn : upload.alt}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-medium break-all text-slate-900" data-testid="media-pending-name">
          {name ?? LL.mediaUpload.panel.untitled()}
        </p>
        <p className="break-words text-slate-700" lang={locale === "en" ? "en" : "zh-CN"}>
          {locale === "en" ? upload.altEn : upload.alt}
        </p>
        <PictureStatus address={upload.address} state={state} onDiscarded={() => undefined} />
      </div>
    </li>
  )
}

/** This device's pictures not yet on the server (waiting, uploading, refused). */
export function PendingUploads({ uploads }: { uploads: ReadonlyArray<QueuedUpload> }) {
  const { LL } = useI18nContext()
  if (uploads.length === 0) return null
  const t = LL.mediaLibrary.upload
  return (
    <section
      aria-label={t.pendingTitle()}
      data-testid="media-pending-list"
      className="flex flex-col gap-3 border-b border-slate-200 p-4"
    >
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t.pendingTitle()}</h2>
        <p className="text-sm text-slate-600">{t.pendingHint()}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {uploads.map((upload) => (
          <PendingUpload key={upload.address} upload={upload} />
        ))}
      </ul>
    </section>
  )
}

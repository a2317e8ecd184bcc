import { ChevronDown, ChevronRight, ExternalLink, ImageOff, Trash2 } from "lucide-react"
import { useEffect, useId, useRef, useState } from "react"
import { mediaUploadLimits } from "../../../../schema/media.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { isLocalAddress } from "../../../sync/local-media.ts"
import { Button } from "../../../ui/Button.tsx"
import { mediaPath } from "../lib/nav-items.ts"
import { VariantPicture } from "../ui/VariantPicture.tsx"
import { AltTextDialog } from "./AltTextDialog.tsx"
import { PictureStatus } from "./PictureStatus.tsx"
import { formatBytes } from "./picture-messages.ts"
import {
  type AltKnowledge,
  altKnowledgeOf,
  altTextIn,
  librarySearchOf,
  mediaHashOf,
  thumbnailOf,
  thumbnailSizes,
} from "./picture-summary.ts"
import { carriesFiles, fileOf, pictureAccept } from "./take-file.ts"
import { useChosenFile } from "./use-chosen-file.ts"
import { useLibraryAlts } from "./use-library-alts.ts"
import { usePicture } from "./use-picture.ts"

export interface ImageFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  /** The content language the form edits (its 中文/English switch): the alt text shown is in it. */
  readonly language: "zh-CN" | "en"
}

/** The picture's alt text in the form's content language, or why none is shown. */
function AltLine({ knowledge, language }: { knowledge: AltKnowledge; language: "zh-CN" | "en" }) {
  const { LL } = useI18nContext()
  const t = LL.mediaUpload
  const text = knowledge.kind === "known" ? altTextIn(knowledge.texts, language) : undefined
  return (
    <dl className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-600">{language === "en" ? t.altEn() : t.altZh()}</dt>
      <dd data-testid="picture-alt" data-alt={knowledge.kind} className="text-sm break-words text-slate-900">
        {text !== undefined ? (
          <span lang={language}>{text}</span>
        ) : (
          <span className="text-slate-600 italic">
            {knowledge.kind === "loading"
              ? t.altLoading()
              : knowledge.kind === "unavailable"
                ? t.altUnavailable()
                : t.noAlt()}
          </span>
        )}
      </dd>
    </dl>
  )
}

/**
 * A picture field (issue 18): drop, paste or choose a file, or type an address. A chosen file is
 * checked (type by its bytes, size) before anything is queued, its two alt texts are asked, then it
 * is kept on this device and its local address goes into the field at once; the status line follows
 * the upload. Once uploaded, the field holds the server's address (`/media/…#WxH`).
 *
 * What the person sees is the picture and its alt text (issue 28, item 10): a thumbnail (the stored
 * bytes while the picture is only on this device, else its smallest variants) and the description in
 * the content language the form edits, from the picture kept here or the media library. The stored
 * address is kept out of the way, under "Picture address", where it can be read, copied or typed.
 */
export function ImageField({ name, label, value, onChange, error, language }: ImageFieldProps) {
  const { LL, locale } = useI18nContext()
  const t = LL.mediaUpload
  const id = useId()
  const picker = useRef<HTMLInputElement>(null)
  const { chosen, problem, choose, done } = useChosenFile()
  const [dragging, setDragging] = useState(false)
  const { state, preview, uploadAlts } = usePicture(value)
  const local = isLocalAddress(value)
  const hash = mediaHashOf(value.trim())
  const libraryAlts = useLibraryAlts(hash, locale)
  const knowledge = altKnowledgeOf(value, uploadAlts, libraryAlts)
  const thumbnail = state.kind === "none" ? undefined : thumbnailOf(preview)
  const search = librarySearchOf(value)
  // The address is shown at first only when there is no picture yet (a new row: it may be typed).
  const [addressShown, setAddressShown] = useState(() => value.trim() === "")
  const addressOpen = addressShown || error !== undefined

  // Once uploaded, the field shows the server's address (what a save would store anyway).
  const latestChange = useRef(onChange)
  useEffect(() => {
    latestChange.current = onChange
  })
  const uploadedTo = local && state.kind === "uploaded" ? state.serverAddress : undefined
  useEffect(() => {
    if (uploadedTo === undefined) return
    latestChange.current(uploadedTo)
  }, [uploadedTo])

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")
  return (
    <div
      className="flex flex-col gap-2"
      data-testid={`image-field-${name}`}
      onPaste={(event) => {
        const file = fileOf(event.clipboardData)
        if (file === undefined) return
        event.preventDefault()
        void choose(file)
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        data-testid="picture-drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          if (carriesFiles(event.dataTransfer)) setDragging(true)
        }}
        onDragOver={(event) => {
          if (!carriesFiles(event.dataTransfer)) return
          event.preventDefault()
          event.dataTransfer.dropEffect = "copy"
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          const file = fileOf(event.dataTransfer)
          setDragging(false)
          if (file === undefined) return
          event.preventDefault()
          void choose(file)
        }}
        className={`flex flex-wrap items-start gap-3 rounded-lg border-2 border-dashed p-3 ${dragging ? "border-blue-500 bg-blue-50" : error ? "border-red-400" : "border-slate-300"}`}
      >
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
          {thumbnail !== undefined ? (
            <VariantPicture
              {...thumbnail}
              sizes={thumbnailSizes}
              alt={t.preview()}
              testId="picture-preview"
              className="size-full object-contain"
            />
          ) : (
            <ImageOff aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 basis-48 flex-col items-start gap-2">
          {value.trim() === "" ? (
            <p data-testid="picture-empty" className="text-sm text-slate-600">
              {t.empty()}
            </p>
          ) : (
            <AltLine knowledge={knowledge} language={language} />
          )}
          <div className="flex flex-wrap gap-2">
            <Button look="admin" size="sm" variant="secondary" onPress={() => picker.current?.click()}>
              {value.trim() === "" ? t.choose() : t.replace()}
            </Button>
            {value.trim() !== "" ? (
              <Button look="admin" size="sm" variant="secondary" onPress={() => onChange("")}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t.remove()}
              </Button>
            ) : null}
          </div>
          {search !== undefined ? (
            <a
              href={`${mediaPath}?q=${encodeURIComponent(search)}`}
              target="_blank"
              rel="noopener"
              data-testid="picture-in-library"
              className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline hover:text-blue-900"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t.openInLibrary()}
              <span className="sr-only">{t.libraryNewTab()}</span>
            </a>
          ) : null}
          <p className="text-xs text-slate-600">
            {dragging ? t.dropActive() : t.dropHint({ max: formatBytes(mediaUploadLimits.maxBytes) })}
          </p>
          <input
            ref={picker}
            type="file"
            hidden
            accept={pictureAccept}
            data-testid="picture-file"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = "" // the same file chosen again is a new choice
              if (file !== undefined) void choose(file)
            }}
          />
        </div>
      </div>
      {problem !== undefined ? (
        <p role="alert" data-testid="picture-problem" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {local || state.kind === "uploaded" ? (
        <PictureStatus address={value} state={state} onDiscarded={() => onChange("")} />
      ) : null}
      <div className="flex flex-col gap-1.5">
        <button
          type="button"
          aria-expanded={addressOpen}
          aria-controls={`${id}-address`}
          data-testid="picture-address-toggle"
          onClick={() => setAddressShown(!addressOpen)}
          className="inline-flex w-fit items-center gap-1 rounded text-xs font-medium text-slate-600 underline outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          {addressOpen ? (
            <ChevronDown aria-hidden="true" className="size-4" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-4" />
          )}
          {t.showAddress()}
        </button>
        <div id={`${id}-address`} hidden={!addressOpen} className="flex flex-col gap-1.5">
          <input
            id={id}
            name={name}
            type="text"
            value={local ? "" : value}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            className={`w-full rounded-lg border bg-white px-3 py-2 font-mono text-xs text-slate-900 outline-none focus:ring-2 focus:ring-blue-500 ${error ? "border-red-500" : "border-slate-300"}`}
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t.urlHint()}
          </p>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700" data-field-error>
            {error}
          </p>
        ) : null}
      </div>
      {chosen !== undefined ? (
        <AltTextDialog
          use={{
            kind: "upload",
            file: chosen,
            confirmLabel: t.use(),
            onQueued: (queued) => {
              done()
              setAddressShown(false)
              onChange(queued.address)
            },
          }}
          onClose={done}
        />
      ) : null}
    </div>
  )
}

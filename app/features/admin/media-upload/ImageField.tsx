import { useEffect, useRef, useState } from "react"
import { mediaUploadLimits } from "../../../../schema/media.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { isLocalAddress } from "../../../sync/local-media.ts"
import { AdminButton } from "../ui/AdminButton.tsx"
import { TextInput } from "../ui/FormField.tsx"
import { AltTextDialog } from "./AltTextDialog.tsx"
import { PictureStatus } from "./PictureStatus.tsx"
import { formatBytes } from "./picture-messages.ts"
import { carriesFiles, fileOf, pictureAccept } from "./take-file.ts"
import { useChosenFile } from "./use-chosen-file.ts"
import { usePicture } from "./use-picture.ts"

export interface ImageFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
}

/**
 * A picture field (issue 18): drop, paste or choose a file, or type an address. A chosen file is
 * checked (type by its bytes, size) before anything is queued, its two alt texts are asked, then it
 * is kept on this device and its local address goes into the field at once; the preview shows the
 * stored bytes (offline too) and the status line follows the upload. Once uploaded, the field holds
 * the server's address (`/media/…#WxH`).
 */
export function ImageField({ name, label, value, onChange, error }: ImageFieldProps) {
  const { LL } = useI18nContext()
  const t = LL.mediaUpload
  const picker = useRef<HTMLInputElement>(null)
  const { chosen, problem, choose, done } = useChosenFile()
  const [dragging, setDragging] = useState(false)
  const { state, preview } = usePicture(value)
  const local = isLocalAddress(value)

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
      <TextInput
        name={name}
        label={label}
        value={local ? "" : value}
        error={error}
        hint={t.urlHint()}
        onChange={onChange}
      />
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
        className={`flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-3 ${dragging ? "border-blue-500 bg-blue-50" : "border-slate-300"}`}
      >
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
          {preview !== undefined && state.kind !== "none" ? (
            <img
              src={preview}
              alt={t.preview()}
              data-testid="picture-preview"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <p className="text-xs text-slate-600">
            {dragging ? t.dropActive() : t.dropHint({ max: formatBytes(mediaUploadLimits.maxBytes) })}
          </p>
          <AdminButton size="sm" variant="secondary" onPress={() => picker.current?.click()}>
            {value.trim() === "" ? t.choose() : t.replace()}
          </AdminButton>
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
      {chosen !== undefined ? (
        <AltTextDialog
          file={chosen}
          confirmLabel={t.use()}
          onCancel={done}
          onQueued={(queued) => {
            done()
            onChange(queued.address)
          }}
        />
      ) : null}
    </div>
  )
}

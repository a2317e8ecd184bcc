import { useRef, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { TextAreaInput } from "../ui/FormField.tsx"
import { AltTextDialog } from "./AltTextDialog.tsx"
import { insertPicture } from "./insert-picture.ts"
import { carriesFiles, fileOf } from "./take-file.ts"
import { useChosenFile } from "./use-chosen-file.ts"

export interface MarkdownFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly rows?: number
  /** Which alt text the inserted Markdown carries: the English body gets the English one. */
  readonly language: "zh-CN" | "en"
}

/**
 * A Markdown body (a blog post's `content` / `contentEn`): a picture pasted or dropped into it is
 * checked, its two alt texts asked, then it is queued and `![alt](local-media:…)` goes in at the
 * caret (the outbox rewrites it to the server's address after the upload).
 */
export function MarkdownField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  language,
}: MarkdownFieldProps) {
  const { LL } = useI18nContext()
  const t = LL.mediaUpload
  const { chosen, problem, choose, done } = useChosenFile()
  const wrapper = useRef<HTMLDivElement>(null)
  // Where the picture goes: the caret when the file came in (a drop puts no caret; then the end).
  const [caret, setCaret] = useState<{ start: number; end: number }>()
  const textarea = () => wrapper.current?.querySelector("textarea") ?? null

  const take = (file: File, at?: { start: number; end: number }) => {
    setCaret(at)
    void choose(file)
  }

  return (
    <div
      ref={wrapper}
      data-testid={`markdown-field-${name}`}
      onPaste={(event) => {
        const file = fileOf(event.clipboardData)
        if (file === undefined) return
        event.preventDefault()
        const area = textarea()
        take(file, area === null ? undefined : { start: area.selectionStart, end: area.selectionEnd })
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event.dataTransfer)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = "copy"
      }}
      onDrop={(event) => {
        const file = fileOf(event.dataTransfer)
        if (file === undefined) return
        event.preventDefault()
        const area = textarea()
        take(file, area === null ? undefined : { start: area.selectionStart, end: area.selectionEnd })
      }}
    >
      <TextAreaInput
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        hint={hint ?? t.markdownHint()}
        rows={rows}
      />
      {problem !== undefined ? (
        <p role="alert" data-testid="picture-problem" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {chosen !== undefined ? (
        <AltTextDialog
          use={{
            kind: "upload",
            file: chosen,
            confirmLabel: t.insert(),
            onQueued: (queued) => {
              done()
              const alt = language === "en" ? queued.altEn : queued.alt
              const current = textarea()?.value ?? value
              const inserted = insertPicture(current, caret, alt, queued.address)
              onChange(inserted.text)
              // Back in the body, the caret right after the picture, to keep typing.
              requestAnimationFrame(() => {
                const area = textarea()
                area?.focus()
                area?.setSelectionRange(inserted.caret, inserted.caret)
              })
            },
          }}
          onClose={done}
        />
      ) : null}
    </div>
  )
}

import { useState } from "react"
import { type Collaboration, EnquiryNoteCreate } from "../../../../schema/entities/collaboration.ts"
import { decodeWith } from "../../../../schema/decode.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { addEnquiryNote } from "../../../sync/mutations.ts"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { messageOf } from "../lib/form-values.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { TextAreaInput } from "../ui/FormField.tsx"

const checkText = decodeWith(EnquiryNoteCreate.fields.text)

/**
 * The entry's internal notes (issue 28, item 11): what colleagues wrote, who and when, oldest first,
 * and a box to add one. A note is saved on this device at once and sent through the outbox; until
 * the server has it, it shows as waiting, without an author (the server names the author).
 */
export function EnquiryNotes({ row }: { row: Collaboration }) {
  const { LL, locale } = useI18nContext()
  const t = LL.adminRecords.collaborations
  const [text, setText] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const notes = row.notes ?? []

  const add = async () => {
    const checked = checkText(text, locale)
    if (!checked.ok) {
      setError(checked.issues[0]?.message)
      return
    }
    try {
      await addEnquiryNote(row.id, text)
      setText("")
    } catch (failure) {
      showToast({
        title: LL.admin.toast.updateFailed(),
        description: messageOf(failure) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    }
  }

  return (
    <section aria-labelledby={`notes-${row.id}`} className="mt-6 border-t border-slate-100 pt-4">
      <h3 id={`notes-${row.id}`} className="text-sm font-semibold text-slate-900">
        {t.notes()}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">{t.notesHint()}</p>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t.noNotes()}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2" data-testid="enquiry-notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.by === ""
                  ? t.notePending({ at: formatDateTime(note.at, locale) })
                  : t.noteBy({ by: note.by, at: formatDateTime(note.at, locale) })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-3 flex flex-col gap-2">
        <TextAreaInput
          label={t.newNote()}
          name="note"
          rows={3}
          value={text}
          error={error}
          onChange={(value) => {
            setText(value)
            setError(undefined)
          }}
        />
        <Button look="admin" variant="secondary" className="self-start" onPress={() => void add()}>
          {t.addNote()}
        </Button>
      </div>
    </section>
  )
}

import { X } from "lucide-react"
import { useId } from "react"
import { initialOf } from "../lib/format.ts"

/** A record the picker offers: its id and the name shown for it. */
export interface PickableRecord {
  readonly id: number
  readonly name: string
}

/** What the picker says, in the person's language (the form's kind decides: members, teams...). */
export interface ReferencePickerTexts {
  readonly legend: string
  readonly pick: string
  readonly noneAvailable: string
  readonly noneSelected: string
  readonly unknown: (id: number) => string
  readonly remove: (name: string) => string
}

interface ReferencePickerProps {
  readonly records: ReadonlyArray<PickableRecord>
  readonly value: ReadonlyArray<number>
  readonly onChange: (ids: ReadonlyArray<number>) => void
  readonly texts: ReferencePickerTexts
  /** Test ids of the select and of the list of picked records. */
  readonly testIds: { readonly picker: string; readonly picked: string }
  readonly error?: string | undefined
}

/**
 * Picks records of another kind for a field that holds their ids (a team's members, a project's
 * implementation teams; spec section 2): each record once only (already added ones are disabled),
 * picked ones can be removed, the picker is disabled when there is nothing to pick.
 */
export function ReferencePicker({ records, value, onChange, texts, testIds, error }: ReferencePickerProps) {
  const id = useId()
  const nameOf = (recordId: number) =>
    records.find((record) => record.id === recordId)?.name ?? texts.unknown(recordId)

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{texts.legend}</legend>
      <select
        aria-label={texts.pick}
        data-testid={testIds.picker}
        value=""
        disabled={records.length === 0}
        onChange={(event) => {
          const picked = Number(event.target.value)
          if (Number.isFinite(picked) && !value.includes(picked)) onChange([...value, picked])
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-blue-500 disabled:bg-slate-100"
      >
        <option value="">{records.length === 0 ? texts.noneAvailable : texts.pick}</option>
        {records.map((record) => (
          <option key={record.id} value={record.id} disabled={value.includes(record.id)}>
            {record.name}
          </option>
        ))}
      </select>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.noneSelected}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid={testIds.picked}>
          {value.map((recordId) => (
            <li
              key={recordId}
              className="flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-1 text-sm"
            >
              <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-blue-600 text-xs font-semibold text-white">
                {initialOf(nameOf(recordId))}
              </span>
              <span className="text-slate-800">{nameOf(recordId)}</span>
              <button
                type="button"
                aria-label={texts.remove(nameOf(recordId))}
                onClick={() => onChange(value.filter((other) => other !== recordId))}
                className="rounded-full p-1 text-slate-600 hover:bg-slate-200"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-field-error>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * A labelled text input or textarea with its error message underneath, wired for screen readers
 * (aria-invalid, aria-describedby). Used by the collaboration and contact forms.
 */
import { type Ref, useId } from "react"
import { cx } from "../../../ui/cx.ts"

const inputClass =
  "w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:ring-2 focus:ring-brand/30 sm:text-sm"

export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  type = "text",
  rows,
  required = false,
  hint,
  autoComplete,
  placeholder,
  inputRef,
}: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  type?: "text" | "email" | "tel"
  /** Set for a multi-line field (textarea with this many rows). */
  rows?: number
  required?: boolean
  /** Shown after the label, e.g. "(optional)". */
  hint?: string
  autoComplete?: string
  placeholder?: string
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>
}) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    name,
    value,
    "aria-required": required ? true : undefined,
    placeholder,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: cx(
      inputClass,
      error ? "border-red-500 focus:border-red-600" : "border-slate-300 focus:border-brand-strong",
    ),
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
        {hint ? <span className="font-normal text-slate-500">{hint}</span> : null}
      </label>
      {rows === undefined ? (
        <input {...shared} ref={inputRef} type={type} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <textarea {...shared} ref={inputRef} rows={rows} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

import { type ReactNode, useId } from "react"
import { parseHex, toHex } from "../../../ui/brand-colors.ts"

/**
 * A labelled form control with its validation message right under it. Plain inputs keep the
 * error wiring visible: aria-invalid plus aria-describedby pointing at the message.
 */
interface FieldShellProps {
  readonly label: string
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly children: (ids: { id: string; describedBy: string | undefined }) => ReactNode
}

function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ")
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  )
}

const inputClass = (error: string | undefined) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:ring-2 focus:ring-blue-500 ${error ? "border-red-500" : "border-slate-300"}`

interface InputProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly type?: "text" | "password" | "url" | "color" | "email" | "datetime-local"
  readonly inputMode?: "numeric" | "text"
  readonly autoComplete?: string
}

export function TextInput({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = "text",
  inputMode,
  autoComplete,
}: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={name}
          type={type}
          inputMode={inputMode}
          value={value}
          autoComplete={autoComplete ?? "off"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass(error)} ${type === "color" ? "h-10 p-1" : ""}`}
        />
      )}
    </FieldShell>
  )
}

/**
 * A colour (issue 28): the browser's colour picker beside the hex text, which stays typeable and
 * pasteable; both edit the one value. The picker shows the typed colour while it is a valid hex.
 */
export function ColorInput({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  pickerLabel,
}: InputProps & { readonly pickerLabel: string }) {
  // The theme's own reading of a hex colour (3 or 6 digits); the picker needs the 6-digit form.
  const rgb = value.trim().startsWith("#") ? parseHex(value) : null
  const hex = rgb === null ? "#000000" : toHex(rgb)
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={pickerLabel}
            value={hex}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <input
            id={id}
            name={name}
            type="text"
            value={value}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClass(error)} font-mono`}
          />
        </div>
      )}
    </FieldShell>
  )
}

export function TextAreaInput({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  rows = 4,
}: InputProps & { rows?: number }) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(error)}
        />
      )}
    </FieldShell>
  )
}

interface SelectProps extends Omit<InputProps, "type"> {
  readonly options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>
  readonly disabled?: boolean
}

export function SelectInput({ label, name, value, onChange, error, hint, options, disabled }: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass(error)} disabled:bg-slate-100`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

export function CheckboxInput(props: {
  label: string
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-400 accent-blue-600"
      />
      {props.label}
    </label>
  )
}

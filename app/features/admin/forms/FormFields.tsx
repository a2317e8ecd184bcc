import { CheckboxInput, SelectInput, TextAreaInput, TextInput } from "../ui/FormField.tsx"
import type { FieldSpec } from "./field-spec.ts"
import { type FormValue, type FormValues, boolOf, textOf } from "./form-values.ts"

interface FormFieldsProps {
  readonly fields: ReadonlyArray<FieldSpec>
  readonly values: FormValues
  readonly errors: Record<string, string>
  readonly setField: (name: string, value: FormValue) => void
}

/** Renders the fields of a FieldSpec list, each with its own message. */
export function FormFields({ fields, values, errors, setField }: FormFieldsProps) {
  return (
    <>
      {fields.map((field) => {
        const common = {
          name: field.name,
          error: errors[field.name],
          value: textOf(values, field.name),
          onChange: (value: string) => setField(field.name, value),
        }
        switch (field.kind) {
          case "textarea":
            return <TextAreaInput key={field.name} {...common} label={field.label} rows={field.rows ?? 4} />
          case "select":
            return <SelectInput key={field.name} {...common} label={field.label} options={field.options} />
          case "checkbox":
            return (
              <CheckboxInput
                key={field.name}
                name={field.name}
                label={field.label}
                checked={boolOf(values, field.name)}
                onChange={(checked) => setField(field.name, checked)}
              />
            )
          case "custom":
            return (
              <div key={field.name}>
                {field.render(values[field.name], (value) => setField(field.name, value), errors[field.name])}
              </div>
            )
          default:
            return (
              <TextInput
                key={field.name}
                {...common}
                label={field.label}
                hint={field.hint}
                // Numbers stay free text: a read time that is not a number falls back to 5 (spec section 5).
                type={field.kind === "url" ? "url" : field.kind === "color" ? "color" : "text"}
                inputMode={field.kind === "number" ? "numeric" : undefined}
              />
            )
        }
      })}
    </>
  )
}

import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { TextInput } from "./FormField.tsx"

type NewPasswordName = "password" | "confirm"

/**
 * A new password typed twice (the invitation page and the password change): `new-password` for
 * password managers, the length hint under the first field, each field's problem under it.
 */
export function NewPasswordFields({
  labels,
  values,
  errors,
  onChange,
}: {
  labels: { readonly password: string; readonly confirm: string }
  values: { readonly password: string; readonly confirm: string }
  errors: { readonly password?: string; readonly confirm?: string }
  onChange: (name: NewPasswordName) => (value: string) => void
}) {
  const { LL } = useI18nContext()
  return (
    <>
      <TextInput
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={onChange("password")}
        error={errors.password}
        hint={LL.accounts.password.hint()}
      />
      <TextInput
        label={labels.confirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={onChange("confirm")}
        error={errors.confirm}
      />
    </>
  )
}

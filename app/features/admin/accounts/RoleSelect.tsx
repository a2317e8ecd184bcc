import { type Role, roles } from "../../../../schema/roles.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { SelectInput } from "../ui/FormField.tsx"

/** The role of an account, with what the chosen role may do said under it. */
export function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const { LL } = useI18nContext()
  return (
    <SelectInput
      label={LL.accounts.form.role()}
      name="role"
      value={value}
      onChange={(next) => onChange(roles.find((role) => role === next) ?? value)}
      options={roles.map((role) => ({ value: role, label: LL.accounts.roles[role]() }))}
      hint={LL.accounts.roleHints[value]()}
    />
  )
}

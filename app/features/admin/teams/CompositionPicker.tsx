import { X } from "lucide-react"
import { useId } from "react"
import type { Employee } from "../../../../schema/entities/employee.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { initialOf } from "../lib/format.ts"

interface CompositionPickerProps {
  readonly employees: ReadonlyArray<Employee>
  readonly value: ReadonlyArray<number>
  readonly onChange: (ids: ReadonlyArray<number>) => void
  readonly error?: string | undefined
}

/**
 * Picks a team's members (spec section 2): each employee once only (already added ones are
 * disabled), members can be removed, the picker is disabled when there are no employees.
 */
export function CompositionPicker({ employees, value, onChange, error }: CompositionPickerProps) {
  const { LL } = useI18nContext()
  const t = LL.admin.teams
  const id = useId()
  const nameOf = (memberId: number) =>
    employees.find((employee) => employee.id === memberId)?.name ?? t.unknownMember({ id: memberId })

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t.composition()}</legend>
      <select
        aria-label={t.pickEmployee()}
        data-testid="composition-picker"
        value=""
        disabled={employees.length === 0}
        onChange={(event) => {
          const picked = Number(event.target.value)
          if (Number.isFinite(picked) && !value.includes(picked)) onChange([...value, picked])
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-blue-500 disabled:bg-slate-100"
      >
        <option value="">{employees.length === 0 ? t.noEmployees() : t.pickEmployee()}</option>
        {employees.map((employee) => (
          <option key={employee.id} value={employee.id} disabled={value.includes(employee.id)}>
            {employee.name}
          </option>
        ))}
      </select>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noneSelected()}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="composition-members">
          {value.map((memberId) => (
            <li
              key={memberId}
              className="flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-1 text-sm"
            >
              <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-blue-600 text-xs font-semibold text-white">
                {initialOf(nameOf(memberId))}
              </span>
              <span className="text-slate-800">{nameOf(memberId)}</span>
              <button
                type="button"
                aria-label={t.removeMember({ name: nameOf(memberId) })}
                onClick={() => onChange(value.filter((other) => other !== memberId))}
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

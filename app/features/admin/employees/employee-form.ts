import {
  EmployeeCreate,
  EmployeeUpdate,
  type Employee,
  employeeDefaults,
} from "../../../../schema/entities/employee.ts"
import { employeeFields } from "../../../../schema/entities/employee-fields.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createEmployee, updateEmployee } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { declaredFormConfig } from "../forms/declared-form.tsx"

/** The employee form: every field its public page shows (schema/entities/employee-fields.ts). */
export const employeeFormConfig = (LL: TranslationFunctions): EntityFormConfig<Employee> =>
  declaredFormConfig(LL, employeeFields, {
    width: 700,
    createSchema: EmployeeCreate,
    updateSchema: EmployeeUpdate,
    create: createEmployee,
    update: updateEmployee,
    defaults: employeeDefaults,
  })

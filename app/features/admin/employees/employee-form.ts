import { EmployeeCreate, EmployeeUpdate, type Employee } from "../../../../schema/entities/employee.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createEmployee, updateEmployee } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { englishPayload, englishValues, withEnglishTwins } from "../forms/english-twins.ts"
import { textOf, urlOrNull } from "../forms/form-values.ts"

/** The fields with an English twin under them (issue 17). */
const english = ["name", "profession", "description", "useCases"]

/** The employee form of spec section 2: name, image, profession, description, useCases, url. */
export const employeeFormConfig = (LL: TranslationFunctions): EntityFormConfig<Employee> => {
  const t = LL.admin.employees
  return {
    entity: "employees",
    width: 600,
    fields: withEnglishTwins(
      LL,
      [
        { kind: "text", name: "name", label: t.name() },
        { kind: "image", name: "image", label: t.image() },
        { kind: "text", name: "profession", label: t.profession() },
        { kind: "textarea", name: "description", label: t.description() },
        { kind: "text", name: "useCases", label: t.useCases(), hint: t.useCasesHint() },
        { kind: "url", name: "url", label: t.url() },
      ],
      english,
    ),
    fromRow: (row) => ({
      name: row?.name ?? "",
      image: row?.image ?? "",
      profession: row?.profession ?? "",
      description: row?.description ?? "",
      useCases: row?.useCases ?? "",
      url: row?.url ?? "",
      ...englishValues(row, english),
    }),
    toPayload: (values) => ({
      name: textOf(values, "name"),
      image: textOf(values, "image"),
      profession: textOf(values, "profession"),
      description: textOf(values, "description"),
      useCases: textOf(values, "useCases"),
      url: urlOrNull(textOf(values, "url")),
      ...englishPayload(values, english),
    }),
    createSchema: EmployeeCreate,
    updateSchema: EmployeeUpdate,
    create: createEmployee,
    update: updateEmployee,
    texts: {
      createTitle: t.createTitle(),
      editTitle: t.editTitle(),
      created: t.created(),
      updated: t.updated(),
    },
  }
}

import type { Employee } from "../../../../schema/entities/employee.ts"
import { TeamCreate, TeamUpdate, type Team } from "../../../../schema/entities/team.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createTeam, updateTeam } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { idsOf, textOf, urlOrNull } from "../forms/form-values.ts"
import { CompositionPicker } from "./CompositionPicker.tsx"

/** The team form: name, image, description, composition (picker), url. */
export const teamFormConfig = (
  LL: TranslationFunctions,
  employees: ReadonlyArray<Employee>,
): EntityFormConfig<Team> => {
  const t = LL.admin.teams
  return {
    entity: "teams",
    width: 700,
    fields: [
      { kind: "text", name: "name", label: t.name() },
      { kind: "text", name: "image", label: t.image() },
      { kind: "textarea", name: "description", label: t.description() },
      {
        kind: "custom",
        name: "composition",
        render: (value, onChange, error) => (
          <CompositionPicker
            employees={employees}
            value={Array.isArray(value) ? (value as ReadonlyArray<number>) : []}
            onChange={onChange}
            error={error}
          />
        ),
      },
      { kind: "url", name: "url", label: t.url() },
    ],
    fromRow: (row) => ({
      name: row?.name ?? "",
      image: row?.image ?? "",
      description: row?.description ?? "",
      composition: row?.composition ?? [],
      url: row?.url ?? "",
    }),
    toPayload: (values) => ({
      name: textOf(values, "name"),
      image: textOf(values, "image"),
      description: textOf(values, "description"),
      composition: [...idsOf(values, "composition")],
      url: urlOrNull(textOf(values, "url")),
    }),
    createSchema: TeamCreate,
    updateSchema: TeamUpdate,
    create: createTeam,
    update: updateTeam,
    texts: {
      createTitle: t.createTitle(),
      editTitle: t.editTitle(),
      created: t.created(),
      updated: t.updated(),
    },
  }
}

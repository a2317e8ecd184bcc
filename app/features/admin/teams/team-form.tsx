import type { Employee } from "../../../../schema/entities/employee.ts"
import { TeamCreate, TeamUpdate, type Team } from "../../../../schema/entities/team.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createTeam, updateTeam } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { englishPayload, englishValues, withEnglishTwins } from "../forms/english-twins.ts"
import { idsOf, textOf, urlOrNull } from "../forms/form-values.ts"
import { CompositionPicker } from "./CompositionPicker.tsx"

/** The fields with an English twin under them (issue 17). */
const english = ["name", "description"]

/** The team form: name, image, description, composition (picker), url. */
export const teamFormConfig = (
  LL: TranslationFunctions,
  employees: ReadonlyArray<Employee>,
): EntityFormConfig<Team> => {
  const t = LL.admin.teams
  return {
    entity: "teams",
    width: 700,
    fields: withEnglishTwins(
      LL,
      [
        { kind: "text", name: "name", label: t.name() },
        { kind: "image", name: "image", label: t.image() },
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
      english,
    ),
    fromRow: (row) => ({
      name: row?.name ?? "",
      image: row?.image ?? "",
      description: row?.description ?? "",
      composition: row?.composition ?? [],
      url: row?.url ?? "",
      ...englishValues(row, english),
    }),
    toPayload: (values) => ({
      name: textOf(values, "name"),
      image: textOf(values, "image"),
      description: textOf(values, "description"),
      composition: [...idsOf(values, "composition")],
      url: urlOrNull(textOf(values, "url")),
      ...englishPayload(values, english),
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

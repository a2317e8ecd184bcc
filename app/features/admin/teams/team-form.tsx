import type { Employee } from "../../../../schema/entities/employee.ts"
import { TeamCreate, TeamUpdate, type Team, teamDefaults } from "../../../../schema/entities/team.ts"
import { teamFields } from "../../../../schema/entities/team-fields.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createTeam, updateTeam } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { declaredFormConfig } from "../forms/declared-form.tsx"
import { labelOrCode } from "../../site/rules/labels.ts"

/**
 * The team form (schema/entities/team-fields.ts): its members picked from the employees (spec
 * section 2: each once only, removable, no picker without employees).
 */
export const teamFormConfig = (
  LL: TranslationFunctions,
  employees: ReadonlyArray<Employee>,
): EntityFormConfig<Team> => {
  const t = LL.adminRecords.teams
  const valueName = (code: string) => labelOrCode(LL.pages.teams.values, code)
  const pickers = {
    composition: {
      records: employees,
      texts: {
        legend: t.composition(),
        pick: t.pickEmployee(),
        noneAvailable: t.noEmployees(),
        noneSelected: t.noneSelected(),
        unknown: (id: number) => t.unknownMember({ id }),
        remove: (name: string) => t.removeMember({ name }),
      },
      testIds: { picker: "composition-picker", picked: "composition-members" },
    },
  }
  return declaredFormConfig(LL, teamFields, {
    width: 700,
    createSchema: TeamCreate,
    updateSchema: TeamUpdate,
    create: createTeam,
    update: updateTeam,
    defaults: teamDefaults,
    pickers,
    optionLabels: { teamType: valueName, orchestrationType: valueName, communicationProtocol: valueName },
  })
}

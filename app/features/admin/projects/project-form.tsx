import {
  ProjectCreate,
  ProjectUpdate,
  type Project,
  projectDefaults,
} from "../../../../schema/entities/project.ts"
import { projectFields } from "../../../../schema/entities/project-fields.ts"
import type { Team } from "../../../../schema/entities/team.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createProject, updateProject } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { declaredFormConfig } from "../forms/declared-form.tsx"

/**
 * The project form: every field its public page shows (schema/entities/project-fields.ts), the
 * implementation team picked from the teams.
 */
export const projectFormConfig = (
  LL: TranslationFunctions,
  teams: ReadonlyArray<Team>,
): EntityFormConfig<Project> => {
  const t = LL.adminRecords.projects
  const pickers = {
    teamComposition: {
      records: teams,
      texts: {
        legend: t.implementationTeam(),
        pick: t.pickTeam(),
        noneAvailable: t.noTeams(),
        noneSelected: t.noTeamSelected(),
        unknown: (id: number) => t.unknownTeam({ id }),
        remove: (name: string) => t.removeTeam({ name }),
      },
      testIds: { picker: "team-composition-picker", picked: "team-composition-teams" },
    },
  }
  return declaredFormConfig(LL, projectFields, {
    width: 800,
    createSchema: ProjectCreate,
    updateSchema: ProjectUpdate,
    create: createProject,
    update: updateProject,
    defaults: projectDefaults,
    pickers,
  })
}

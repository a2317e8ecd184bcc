import { useMemo } from "react"
import type { Team } from "../../../../schema/entities/team.ts"
import { useEmployees, useProjects, useTeams } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteTeam } from "../../../sync/mutations.ts"
import { AvatarStack } from "../list/Badges.tsx"
import { EntityListScreen } from "../list/EntityListScreen.tsx"
import { listedNames, projectsWithTeam } from "../list/delete-references.ts"
import { teamFormConfig } from "./team-form.tsx"
import { inBothLanguages } from "../lib/search.ts"

const searchFields = inBothLanguages<Team>("name", "description")

export function TeamsScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.adminRecords.teams
  const projects = useProjects()
  const deleteDetail = (row: Team) => {
    const names = listedNames(
      projectsWithTeam(projects.status === "loaded" ? projects.data : [], row.id),
      locale,
    )
    return names === null ? null : t.deleteLeavesProjects({ projects: names })
  }
  const employeesLive = useEmployees()
  const employees = useMemo(
    () => (employeesLive.status === "loaded" ? employeesLive.data : []),
    [employeesLive],
  )
  const config = useMemo(() => teamFormConfig(LL, employees), [LL, employees])
  const nameOf = (id: number) =>
    employees.find((employee) => employee.id === id)?.name ?? t.unknownMember({ id })

  return (
    <EntityListScreen
      texts={t}
      nameHeader={t.name()}
      live={useTeams()}
      searchFields={searchFields}
      nameOf={(row) => row.name}
      viewHref={(row) => row.url}
      columns={[
        { header: t.members(), cell: (row) => <AvatarStack names={row.composition.map(nameOf)} /> },
        {
          header: t.description(),
          className: "hidden max-w-xs md:table-cell",
          cell: (row) => <span className="line-clamp-2 text-slate-700">{row.description}</span>,
        },
      ]}
      remove={deleteTeam}
      deleteDetail={deleteDetail}
      createConfig={config}
    />
  )
}

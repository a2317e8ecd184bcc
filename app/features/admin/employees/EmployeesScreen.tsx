import { useMemo } from "react"
import type { Employee } from "../../../../schema/entities/employee.ts"
import { splitUseCases } from "../../../../schema/use-cases.ts"
import { useEmployees, useTeams } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteEmployee } from "../../../sync/mutations.ts"
import { TagBadges } from "../list/Badges.tsx"
import { EntityListScreen } from "../list/EntityListScreen.tsx"
import { listedNames, teamsWithMember } from "../list/delete-references.ts"
import { employeeFormConfig } from "./employee-form.ts"
import { inBothLanguages } from "../lib/search.ts"

const searchFields = inBothLanguages<Employee>("name", "description", "profession", "useCases")

export function EmployeesScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.adminRecords.employees
  const teams = useTeams()
  const deleteDetail = (row: Employee) => {
    const names = listedNames(teamsWithMember(teams.status === "loaded" ? teams.data : [], row.id), locale)
    return names === null ? null : t.deleteLeavesTeams({ teams: names })
  }
  const config = useMemo(() => employeeFormConfig(LL), [LL])
  return (
    <EntityListScreen
      texts={t}
      nameHeader={t.name()}
      live={useEmployees()}
      searchFields={searchFields}
      nameOf={(row) => row.name}
      viewHref={(row) => row.url}
      columns={[
        { header: t.profession(), className: "hidden sm:table-cell", cell: (row) => row.profession },
        {
          header: t.useCases(),
          className: "hidden md:table-cell",
          cell: (row) => <TagBadges tags={splitUseCases(row.useCases)} />,
        },
      ]}
      remove={deleteEmployee}
      deleteDetail={deleteDetail}
      createConfig={config}
    />
  )
}

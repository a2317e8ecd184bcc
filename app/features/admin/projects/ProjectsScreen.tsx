import { useMemo } from "react"
import type { Project } from "../../../../schema/entities/project.ts"
import { useProjects, useTeams } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteProject } from "../../../sync/mutations.ts"
import { formatDate } from "../lib/format.ts"
import { EntityListScreen } from "../list/EntityListScreen.tsx"
import { PreviewLinksPanel } from "../preview/PreviewLinksPanel.tsx"
import { Pill, colorForText } from "../ui/Pill.tsx"
import { projectFormConfig } from "./project-form.tsx"
import { inBothLanguages } from "../lib/search.ts"
import { scheduleColumn } from "../schedule/ScheduleNote.tsx"
import { withSchedule } from "../schedule/with-schedule.ts"

const rowName = (row: Record<string, unknown>) => String(row.name ?? "")

const searchFields = inBothLanguages<Project>("name", "description", "teamDescription")

export function ProjectsScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.adminRecords.projects
  const teamsLive = useTeams()
  const teams = useMemo(() => (teamsLive.status === "loaded" ? teamsLive.data : []), [teamsLive])
  const config = useMemo(
    () => withSchedule(projectFormConfig(LL, teams), "projects", LL, locale, rowName),
    [LL, locale, teams],
  )
  return (
    <EntityListScreen
      texts={t}
      nameHeader={t.name()}
      live={useProjects()}
      searchFields={searchFields}
      nameOf={(row) => row.name}
      viewHref={(row) => row.url}
      columns={[
        // The pill shows the industry label ("team category"): the text the spec's colour mapping names.
        {
          header: t.category(),
          cell: (row) => <Pill color={colorForText(row.teamDescription)}>{row.teamDescription}</Pill>,
        },
        {
          header: t.createdAt(),
          cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</span>,
        },
        {
          header: t.description(),
          className: "hidden max-w-xs lg:table-cell",
          cell: (row) => <span className="line-clamp-2 text-slate-700">{row.description}</span>,
        },
        scheduleColumn(LL.schedule.filterScheduled()),
      ]}
      remove={deleteProject}
      recordPanel={(row) => <PreviewLinksPanel entity="projects" id={row.id} />}
      createConfig={config}
    />
  )
}

import { useMemo } from "react"
import type { Tool } from "../../../../schema/entities/tool.ts"
import { useTools } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { deleteTool } from "../../../sync/mutations.ts"
import { truncateText } from "../lib/format.ts"
import { EntityListScreen } from "../list/EntityListScreen.tsx"
import { PreviewLinksPanel } from "../preview/PreviewLinksPanel.tsx"
import { toolFormConfig } from "./tool-form.ts"
import { inBothLanguages } from "../lib/search.ts"
import { scheduleColumn } from "../schedule/ScheduleNote.tsx"
import { withSchedule } from "../schedule/with-schedule.ts"

const rowName = (row: Record<string, unknown>) => String(row.name ?? "")

const searchFields = inBothLanguages<Tool>("name", "description")

export function ToolsScreen() {
  const { LL, locale } = useI18nContext()
  const t = LL.adminRecords.tools
  const config = useMemo(() => withSchedule(toolFormConfig(LL), "tools", LL, locale, rowName), [LL, locale])
  return (
    <EntityListScreen
      texts={t}
      nameHeader={t.name()}
      live={useTools()}
      searchFields={searchFields}
      nameOf={(row) => row.name}
      viewHref={(row) => row.url}
      columns={[
        {
          header: t.description(),
          className: "max-w-xs",
          cell: (row) => <span className="line-clamp-2 text-slate-700">{row.description}</span>,
        },
        {
          header: t.url(),
          className: "hidden sm:table-cell",
          cell: (row) => (
            <span
              title={row.url ?? undefined}
              className="font-mono text-xs text-slate-700"
              data-testid="tool-url"
            >
              {truncateText(row.url)}
            </span>
          ),
        },
        scheduleColumn(LL.schedule.filterScheduled()),
      ]}
      remove={deleteTool}
      recordPanel={(row) => <PreviewLinksPanel entity="tools" id={row.id} />}
      createConfig={config}
    />
  )
}

/** The members block of a team page: the employees of its composition, in composition order. */
import { Link } from "@tanstack/react-router"
import type { Employee } from "../../../../schema/entities/employee.ts"
import { useRelated } from "../../../db/hooks.ts"
import type { Team } from "../../../../schema/entities/team.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Skeleton } from "../../../ui/Skeleton.tsx"
import { employeeStyle } from "../rules/icons.ts"
import { fallbackImages } from "../rules/images.ts"
import { EmployeeIcon } from "../employees/EmployeeIcon.tsx"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { Picture } from "../content/Picture.tsx"

export function TeamMembers({ team }: { team: Team }) {
  const { LL } = useI18nContext()
  // Its own query: the members' cards in composition order, not every employee (related-queries.ts).
  const live = useRelated<Employee>("teamMembers", team)
  if (live.status !== "loaded") return <Skeleton className="h-28 w-full" />
  const members = live.data
  if (members.length === 0) return <p className="text-slate-500">{LL.pages.teams.noMembers()}</p>
  return (
    <ul data-testid="team-members" className="grid gap-4 sm:grid-cols-2">
      {members.map((member) => (
        <Member key={member.id} employee={member} />
      ))}
    </ul>
  )
}

function Member({ employee }: { employee: Employee }) {
  const style = employeeStyle(employee.profession)
  const localized = useLocalized()
  const name = localized.text(employee, "name")
  const profession = localized.text(employee, "profession")
  const description = localized.text(employee, "description")
  return (
    <li className="relative flex gap-4 rounded-xl border border-slate-200 p-4 transition hover:border-slate-300 hover:shadow-md">
      <Picture
        src={employee.image}
        fallback={fallbackImages.employee}
        alt=""
        slot="avatar"
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <Link
            to="/employees/$id"
            params={{ id: String(employee.id) }}
            className="after:absolute after:inset-0 hover:text-brand-strong"
          >
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, profession, description) ? <ChineseOnlyMark /> : null}
        </p>
        <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-slate-600">
          <EmployeeIcon name={style.icon} className="size-3.5" />
          <span lang={langOf(profession)}>{profession.text}</span>
        </p>
        <p lang={langOf(description)} className="mt-1 line-clamp-2 text-sm text-slate-600">
          {description.text}
        </p>
      </div>
    </li>
  )
}

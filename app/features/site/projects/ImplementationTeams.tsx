/**
 * The implementation team card(s) of a project, each linking to /teams/{id}. Rendered only when the
 * project names teams, so the teams are read only then (spec section 2).
 */
import { Link } from "@tanstack/react-router"
import { ArrowRight } from "lucide-react"
import { useRelated } from "../../../db/hooks.ts"
import type { Project } from "../../../../schema/entities/project.ts"
import type { Team } from "../../../../schema/entities/team.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Skeleton } from "../../../ui/Skeleton.tsx"
import { fallbackImages } from "../rules/images.ts"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { Picture } from "../content/Picture.tsx"

export function ImplementationTeams({ project }: { project: Project }) {
  const { LL } = useI18nContext()
  // Its own query: the named teams' cards in the project's order, not every team (related-queries.ts).
  const live = useRelated<Team>("projectTeams", project)
  const localized = useLocalized()
  if (live.status !== "loaded") return <Skeleton className="h-24 w-full" />
  const teams = live.data
  if (teams.length === 0) return <p className="text-slate-500">{LL.pages.projects.noTeam()}</p>
  return (
    <ul className="grid gap-4" data-testid="implementation-teams">
      {teams.map((team) => {
        const name = localized.text(team, "name")
        const description = localized.text(team, "description")
        return (
          <li
            key={team.id}
            className="relative flex items-center gap-4 rounded-xl border border-slate-200 p-4 transition hover:border-slate-300 hover:shadow-md"
          >
            <Picture
              src={team.image}
              fallback={fallbackImages.team}
              alt=""
              slot="avatar"
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                <Link
                  to="/teams/$id"
                  params={{ id: String(team.id) }}
                  className="after:absolute after:inset-0 hover:text-brand-strong"
                >
                  <span lang={langOf(name)}>{name.text}</span>
                </Link>
                {anyFallback(name, description) ? <ChineseOnlyMark /> : null}
              </p>
              <p lang={langOf(description)} className="mt-1 line-clamp-2 text-sm text-slate-600">
                {description.text}
              </p>
            </div>
            <span
              aria-hidden="true"
              className="hidden items-center gap-1 text-sm font-medium text-brand-strong sm:inline-flex"
            >
              {LL.pages.projects.viewTeam()}
              <ArrowRight className="size-4" />
            </span>
          </li>
        )
      })}
    </ul>
  )
}

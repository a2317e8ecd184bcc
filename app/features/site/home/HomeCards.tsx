/**
 * The compact cards of the home page's sections. Each whole card is one link (the title's link is
 * stretched over the card), so keyboard users get one stop per card.
 */
import { Link } from "@tanstack/react-router"
import { Flame } from "lucide-react"
import type { Employee } from "../../../../schema/entities/employee.ts"
import type { Project } from "../../../../schema/entities/project.ts"
import type { Team } from "../../../../schema/entities/team.ts"
import type { Tool } from "../../../../schema/entities/tool.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { Card } from "../../../ui/Card.tsx"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { Picture } from "../content/Picture.tsx"
import { fallbackImages, toolImage } from "../rules/images.ts"
import { isHotTeam, useCaseTags } from "./home-rules.ts"

const stretched = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
const picture = "aspect-[16/10] w-full object-cover bg-slate-100"

export function HomeEmployeeCard({ employee }: { employee: Employee }) {
  const localized = useLocalized()
  const name = localized.text(employee, "name")
  const profession = localized.text(employee, "profession")
  const description = localized.text(employee, "description")
  const useCases = localized.text(employee, "useCases")
  const tags = useCaseTags(useCases.text)
  return (
    <Card
      as="li"
      interactive
      data-testid="home-employee-card"
      className="focus-within:ring-2 focus-within:ring-brand-strong"
    >
      <Picture
        src={employee.image}
        fallback={fallbackImages.employee}
        alt=""
        slot="card"
        width={640}
        height={400}
        className={picture}
      />
      <div className="flex flex-1 flex-col p-5">
        <Badge tone="brand" className="self-start">
          <span lang={langOf(profession)}>{profession.text}</span>
        </Badge>
        <h3 className="mt-3 text-lg font-semibold text-slate-900">
          <Link to="/employees/$id" params={{ id: String(employee.id) }} className={stretched}>
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, profession, description, useCases) ? <ChineseOnlyMark /> : null}
        </h3>
        <p lang={langOf(description)} className="mt-2 line-clamp-2 text-sm leading-6 text-slate-600">
          {description.text}
        </p>
        {tags.shown.length > 0 ? (
          <div lang={langOf(useCases)} className="mt-4 flex flex-wrap gap-1.5">
            {tags.shown.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
            {tags.more > 0 ? <Badge>+{tags.more}</Badge> : null}
          </div>
        ) : null}
      </div>
    </Card>
  )
}

export function HomeTeamCard({ team }: { team: Team }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  const name = localized.text(team, "name")
  const description = localized.text(team, "description")
  return (
    <Card
      as="li"
      interactive
      data-testid="home-team-card"
      className="focus-within:ring-2 focus-within:ring-brand-strong sm:flex-row"
    >
      <Picture
        src={team.image}
        fallback={fallbackImages.team}
        alt=""
        slot="homeTeamCard"
        width={640}
        height={400}
        className="aspect-[16/10] w-full bg-slate-100 object-cover sm:aspect-square sm:w-48 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          {isHotTeam(team.name) ? (
            <Badge tone="orange" className="gap-1">
              <Flame aria-hidden="true" className="size-3.5" />
              {LL.site.home.hot()}
            </Badge>
          ) : null}
          <Badge tone="purple">{LL.site.home.members({ count: team.composition.length })}</Badge>
        </div>
        <h3 className="mt-3 text-xl font-semibold text-slate-900">
          <Link to="/teams/$id" params={{ id: String(team.id) }} className={stretched}>
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, description) ? <ChineseOnlyMark /> : null}
        </h3>
        <p lang={langOf(description)} className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">
          {description.text}
        </p>
      </div>
    </Card>
  )
}

export function HomeProjectCard({ project }: { project: Project }) {
  const localized = useLocalized()
  const name = localized.text(project, "name")
  const label = localized.text(project, "teamDescription")
  const description = localized.text(project, "description")
  return (
    <Card
      as="li"
      interactive
      data-testid="home-project-card"
      className="focus-within:ring-2 focus-within:ring-brand-strong"
    >
      <Picture
        src={project.image}
        fallback={fallbackImages.project}
        alt=""
        slot="homeProjectCard"
        width={640}
        height={400}
        className={picture}
      />
      <div className="flex flex-1 flex-col p-5">
        <Badge tone="accent" className="self-start">
          <span lang={langOf(label)}>{label.text}</span>
        </Badge>
        <h3 className="mt-3 text-lg font-semibold text-slate-900">
          <Link to="/projects/$id" params={{ id: String(project.id) }} className={stretched}>
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, label, description) ? <ChineseOnlyMark /> : null}
        </h3>
        <p lang={langOf(description)} className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">
          {description.text}
        </p>
      </div>
    </Card>
  )
}

export function HomeToolCard({ tool }: { tool: Tool }) {
  const localized = useLocalized()
  const name = localized.text(tool, "name")
  const description = localized.text(tool, "description")
  return (
    <li
      data-testid="home-tool-card"
      className="relative flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-strong"
    >
      <Picture
        src={toolImage(tool)}
        fallback={toolImage({ name: tool.name })}
        alt=""
        slot="homeToolCard"
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-xl bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <h3 className="truncate text-base font-semibold text-slate-900">
          <Link to="/tools/$id" params={{ id: String(tool.id) }} className={stretched}>
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, description) ? <ChineseOnlyMark /> : null}
        </h3>
        <p lang={langOf(description)} className="mt-0.5 line-clamp-2 text-sm text-slate-600">
          {description.text}
        </p>
      </div>
    </li>
  )
}

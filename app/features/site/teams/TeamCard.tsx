import { Link } from "@tanstack/react-router"
import { ArrowRight, Flame, Users } from "lucide-react"
import type { Team } from "../../../../schema/entities/team.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { Card } from "../../../ui/Card.tsx"
import { isHotTeam } from "../rules/hot-badge.ts"
import { fallbackImages } from "../rules/images.ts"
import { teamDescriptionPreview } from "../rules/text.ts"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { CardPicture } from "../content/Picture.tsx"

/** A digital team on the list: picture, "hot" badge, name, 100-character description, member count. */
export function TeamCard({ team, priority = false }: { team: Team; priority?: boolean }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  const name = localized.text(team, "name")
  const description = localized.text(team, "description")
  return (
    <Card as="article" interactive className="w-full" data-testid="team-card">
      <div className="relative">
        <CardPicture src={team.image} fallback={fallbackImages.team} priority={priority} />
        {isHotTeam(team.name) ? (
          <span className="absolute top-3 left-3" data-testid="hot-badge">
            <Badge tone="red" className="shadow-sm">
              <Flame aria-hidden="true" className="size-3.5" />
              {LL.pages.teams.hot()}
            </Badge>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-xl font-semibold text-slate-900">
          <Link
            to="/teams/$id"
            params={{ id: String(team.id) }}
            className="after:absolute after:inset-0 hover:text-brand-strong"
          >
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, description) ? <ChineseOnlyMark /> : null}
        </h2>
        <p lang={langOf(description)} className="text-sm text-slate-600">
          {teamDescriptionPreview(description.text)}
        </p>
        <div className="mt-auto flex items-center justify-between pt-2 text-sm">
          <span className="inline-flex items-center gap-1.5 text-slate-600">
            <Users aria-hidden="true" className="size-4" />
            {LL.pages.teams.memberCount({ count: team.composition.length })}
          </span>
          <span aria-hidden="true" className="inline-flex items-center gap-1 font-medium text-brand-strong">
            {LL.pages.common.viewDetails()}
            <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </Card>
  )
}

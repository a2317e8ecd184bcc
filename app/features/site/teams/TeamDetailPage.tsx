/**
 * /teams/{id}: overview, members (employee cards or "no team member information"), capabilities and
 * technical architecture; the 404 page for a bad id or a missing record.
 */
import { ExternalLink, Flame } from "lucide-react"
import type { Team } from "../../../../schema/entities/team.ts"
import { useTeam } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { ExternalLinkButton } from "../../../ui/LinkButton.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { useLocalized } from "../content/localized.tsx"
import { NotFoundPage } from "../layout/NotFoundPage.tsx"
import { isHotTeam } from "../rules/hot-badge.ts"
import { parseRecordId } from "../rules/ids.ts"
import { fallbackImages, imageOrFallback } from "../rules/images.ts"
import { labelOrCode } from "../rules/labels.ts"
import {
  DetailColumns,
  DetailHeader,
  DetailSection,
  DetailSkeleton,
  Fact,
  FactList,
  TagList,
} from "../static/DetailParts.tsx"
import { TeamMembers } from "./TeamMembers.tsx"
import { FullRowGate } from "../pwa/FullRowGate.tsx"

export function TeamDetailPage({ id }: { id: string }) {
  const recordId = parseRecordId(id)
  const live = useTeam(recordId ?? 0)
  if (recordId === null || live.status === "notFound") return <NotFoundPage />
  if (live.status === "loading") return <DetailSkeleton />
  return (
    <FullRowGate entity="teams" kind="team" row={live.data}>
      {(team) => <TeamDetail team={team} />}
    </FullRowGate>
  )
}

function TeamDetail({ team }: { team: Team }) {
  const { LL } = useI18nContext()
  const t = LL.pages.teams
  const localized = useLocalized()
  const name = localized.text(team, "name")
  const description = localized.text(team, "description")
  const capabilities = localized.list(team, "capabilities")
  const technicalDetails = localized.text(team, "technicalDetails")
  useDocumentTitle(name.text)
  return (
    <div data-testid="team-detail">
      <DetailHeader section={t.title()} sectionTo="/teams" title={name} />
      <DetailColumns
        image={{ src: imageOrFallback(team.image, "team"), alt: name.text, fallback: fallbackImages.team }}
        main={
          <>
            <DetailSection title={t.overview()} fallback={description.fallback}>
              <p>{description.text}</p>
            </DetailSection>
            <DetailSection title={t.members()}>
              <TeamMembers team={team} />
            </DetailSection>
            {capabilities.items.length > 0 ? (
              <DetailSection title={t.capabilities()} fallback={capabilities.fallback}>
                <TagList tags={capabilities.items} />
              </DetailSection>
            ) : null}
            {technicalDetails.text ? (
              <DetailSection title={t.technicalArchitecture()} fallback={technicalDetails.fallback}>
                <p className="whitespace-pre-line">{technicalDetails.text}</p>
              </DetailSection>
            ) : null}
          </>
        }
        aside={
          <>
            <FactList>
              {isHotTeam(team.name) ? (
                <Fact
                  label={t.hot()}
                  value={
                    <Badge tone="red">
                      <Flame aria-hidden="true" className="size-3.5" />
                      {t.hot()}
                    </Badge>
                  }
                />
              ) : null}
              <Fact label={t.teamType()} value={labelOrCode(t.values, team.teamType)} />
              <Fact label={t.orchestration()} value={labelOrCode(t.values, team.orchestrationType)} />
              <Fact label={t.protocol()} value={labelOrCode(t.values, team.communicationProtocol)} />
            </FactList>
            {team.url && /^https?:/.test(team.url) ? (
              <ExternalLinkButton href={team.url} target="_blank" rel="noopener noreferrer" size="lg">
                {LL.pages.tools.visitWebsite()}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{LL.pages.common.opensInNewTab()}</span>
              </ExternalLinkButton>
            ) : null}
          </>
        }
      />
    </div>
  )
}

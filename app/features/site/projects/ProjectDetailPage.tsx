/**
 * /projects/{id}: overview, challenge, solution, results, implementation team and key metrics (the
 * result text split on full stops, or the no-metrics text); the 404 page for a bad id or a missing record.
 */
import type { Project } from "../../../../schema/entities/project.ts"
import { useProject } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { Localized, useLocalized } from "../content/localized.tsx"
import { NotFoundPage } from "../layout/NotFoundPage.tsx"
import { categoryTone } from "../rules/category-colors.ts"
import { parseRecordId } from "../rules/ids.ts"
import { LocalDate } from "../static/LocalDate.tsx"
import { fallbackImages, imageOrFallback } from "../rules/images.ts"
import { splitMetrics } from "../rules/metrics.ts"
import {
  CheckList,
  DetailColumns,
  DetailHeader,
  DetailSection,
  DetailSkeleton,
  Fact,
  FactList,
  TagList,
} from "../static/DetailParts.tsx"
import { ImplementationTeams } from "./ImplementationTeams.tsx"
import { FullRowGate } from "../pwa/FullRowGate.tsx"

export function ProjectDetailPage({ id }: { id: string }) {
  const recordId = parseRecordId(id)
  const live = useProject(recordId ?? 0)
  if (recordId === null || live.status === "notFound") return <NotFoundPage />
  if (live.status === "loading") return <DetailSkeleton />
  return (
    <FullRowGate entity="projects" kind="project" row={live.data}>
      {(project) => <ProjectDetail project={project} />}
    </FullRowGate>
  )
}

function ProjectDetail({ project }: { project: Project }) {
  const { LL, locale } = useI18nContext()
  const t = LL.pages.projects
  const localized = useLocalized()
  const name = localized.text(project, "name")
  const description = localized.text(project, "description")
  const challenge = localized.text(project, "challengeDescription")
  const solution = localized.text(project, "solutionDescription")
  const result = localized.text(project, "resultDescription")
  const industry = localized.text(project, "industry")
  const label = localized.text(project, "teamDescription")
  const technologies = localized.list(project, "technologies")
  useDocumentTitle(name.text)
  const metrics = splitMetrics(result.text)
  const missing = <p className="text-slate-500">{t.notProvided()}</p>
  return (
    <div data-testid="project-detail">
      <DetailHeader section={t.title()} sectionTo="/projects" title={name} />
      <DetailColumns
        image={{
          src: imageOrFallback(project.image, "project"),
          alt: name.text,
          fallback: fallbackImages.project,
        }}
        main={
          <>
            <DetailSection title={t.overview()} fallback={description.fallback}>
              <p>{description.text}</p>
            </DetailSection>
            <DetailSection title={t.challenge()} fallback={challenge.fallback}>
              {challenge.text ? <p>{challenge.text}</p> : missing}
            </DetailSection>
            <DetailSection title={t.solution()} fallback={solution.fallback}>
              {solution.text ? <p>{solution.text}</p> : missing}
            </DetailSection>
            <DetailSection title={t.results()} fallback={result.fallback}>
              {result.text ? <p>{result.text}</p> : missing}
            </DetailSection>
            <DetailSection title={t.implementationTeam()}>
              {project.teamComposition.length > 0 ? (
                <ImplementationTeams project={project} />
              ) : (
                <p className="text-slate-500">{t.noTeam()}</p>
              )}
            </DetailSection>
          </>
        }
        aside={
          <>
            <FactList>
              <Fact
                label={LL.pages.common.createdDate()}
                value={<LocalDate iso={project.createdAt} locale={locale} />}
              />
              {industry.text ? (
                <Fact label={t.industry()} value={<Localized value={industry} mark />} />
              ) : null}
              <Fact
                label={t.category()}
                value={
                  <Badge tone={categoryTone(project.teamDescription)}>
                    <Localized value={label} />
                  </Badge>
                }
              />
            </FactList>
            <DetailSection title={t.keyMetrics()} testId="key-metrics" fallback={result.fallback}>
              {metrics.length > 0 ? (
                <CheckList items={metrics} />
              ) : (
                <p className="text-slate-500">{t.noMetrics()}</p>
              )}
            </DetailSection>
            {technologies.items.length > 0 ? (
              <DetailSection title={t.technologies()} fallback={technologies.fallback}>
                <TagList tags={technologies.items} />
              </DetailSection>
            ) : null}
          </>
        }
      />
    </div>
  )
}

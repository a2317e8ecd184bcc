/**
 * /projects/{id}: overview, challenge, solution, results, implementation team and key metrics (the
 * result text split on full stops, or the no-metrics text); the 404 page for a bad id or a missing record.
 */
import type { Project } from "../../../../schema/entities/project.ts"
import { useProject } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
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

export function ProjectDetailPage({ id }: { id: string }) {
  const recordId = parseRecordId(id)
  const live = useProject(recordId ?? 0)
  if (recordId === null || live.status === "notFound") return <NotFoundPage />
  if (live.status === "loading") return <DetailSkeleton />
  return <ProjectDetail project={live.data} />
}

function ProjectDetail({ project }: { project: Project }) {
  const { LL, locale } = useI18nContext()
  const t = LL.pages.projects
  useDocumentTitle(project.name)
  const metrics = splitMetrics(project.resultDescription)
  const missing = <p className="text-slate-500">{t.notProvided()}</p>
  return (
    <div data-testid="project-detail">
      <DetailHeader section={t.title()} sectionTo="/projects" title={project.name} />
      <DetailColumns
        image={{
          src: imageOrFallback(project.image, "project"),
          alt: project.name,
          fallback: fallbackImages.project,
        }}
        main={
          <>
            <DetailSection title={t.overview()}>
              <p>{project.description}</p>
            </DetailSection>
            <DetailSection title={t.challenge()}>
              {project.challengeDescription ? <p>{project.challengeDescription}</p> : missing}
            </DetailSection>
            <DetailSection title={t.solution()}>
              {project.solutionDescription ? <p>{project.solutionDescription}</p> : missing}
            </DetailSection>
            <DetailSection title={t.results()}>
              {project.resultDescription ? <p>{project.resultDescription}</p> : missing}
            </DetailSection>
            <DetailSection title={t.implementationTeam()}>
              {project.teamComposition.length > 0 ? (
                <ImplementationTeams teamIds={project.teamComposition} />
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
              {project.industry ? <Fact label={t.industry()} value={project.industry} /> : null}
              <Fact
                label={t.category()}
                value={<Badge tone={categoryTone(project.teamDescription)}>{project.teamDescription}</Badge>}
              />
            </FactList>
            <DetailSection title={t.keyMetrics()} testId="key-metrics">
              {metrics.length > 0 ? (
                <CheckList items={metrics} />
              ) : (
                <p className="text-slate-500">{t.noMetrics()}</p>
              )}
            </DetailSection>
            {project.technologies.length > 0 ? (
              <DetailSection title={t.technologies()}>
                <TagList tags={project.technologies} />
              </DetailSection>
            ) : null}
          </>
        }
      />
    </div>
  )
}

/**
 * /employees/{id}: overview, profession, core capabilities, use cases, optional technical details
 * and related projects (projects whose description names this employee, first 3); beside them the
 * facts the declaration marks `public: "fact"` (schema/entities/employee-fields.ts), drawn from it. A bad id or a
 * record the local database does not hold shows the 404 page.
 */
import { Link } from "@tanstack/react-router"
import { ExternalLink } from "lucide-react"
import type { Employee } from "../../../../schema/entities/employee.ts"
import { employeeFields } from "../../../../schema/entities/employee-fields.ts"
import type { Project } from "../../../../schema/entities/project.ts"
import { splitUseCases } from "../../../../schema/use-cases.ts"
import { useEmployee, useRelated } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { ExternalLinkButton } from "../../../ui/LinkButton.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { NotFoundPage } from "../layout/NotFoundPage.tsx"
import { employeeStyle } from "../rules/icons.ts"
import { parseRecordId } from "../rules/ids.ts"
import { fallbackImages, imageOrFallback } from "../rules/images.ts"
import {
  CheckList,
  DetailColumns,
  DetailHeader,
  DetailSection,
  DetailSkeleton,
  FactList,
  TagList,
} from "../static/DetailParts.tsx"
import { DeclaredFacts } from "../static/DeclaredFacts.tsx"
import { langOf, useLocalized } from "../content/localized.tsx"
import { Picture } from "../content/Picture.tsx"
import { EmployeeIcon } from "./EmployeeIcon.tsx"
import { FullRowGate } from "../pwa/FullRowGate.tsx"

export function EmployeeDetailPage({ id }: { id: string }) {
  const recordId = parseRecordId(id)
  const live = useEmployee(recordId ?? 0)
  if (recordId === null || live.status === "notFound") return <NotFoundPage />
  if (live.status === "loading") return <DetailSkeleton />
  return (
    <FullRowGate entity="employees" kind="employee" row={live.data}>
      {(employee) => <EmployeeDetail employee={employee} />}
    </FullRowGate>
  )
}

function EmployeeDetail({ employee }: { employee: Employee }) {
  const { LL } = useI18nContext()
  const t = LL.pages.employees
  const localized = useLocalized()
  const name = localized.text(employee, "name")
  const profession = localized.text(employee, "profession")
  const description = localized.text(employee, "description")
  const useCasesText = localized.text(employee, "useCases")
  const technicalDetails = localized.text(employee, "technicalDetails")
  const capabilities = localized.list(employee, "capabilities")
  useDocumentTitle(name.text)
  // Related projects name the employee in Chinese (the base language), whatever the reader's; their
  // own query, the cards it shows, not every project (related-queries.ts).
  const projects = useRelated<Project>("relatedProjects", employee)
  const related = projects.status === "loaded" ? projects.data : []
  const style = employeeStyle(employee.profession)
  const useCases = splitUseCases(useCasesText.text)

  return (
    <div data-testid="employee-detail">
      <DetailHeader section={t.title()} sectionTo="/employees" title={name} description={profession} />
      <DetailColumns
        image={{
          src: imageOrFallback(employee.image, "employee"),
          alt: name.text,
          fallback: fallbackImages.employee,
        }}
        main={
          <>
            <DetailSection title={t.overview()} fallback={description.fallback}>
              <p>{description.text}</p>
            </DetailSection>
            <DetailSection title={t.profession()} fallback={profession.fallback}>
              <Badge tone={style.tone} className="px-3 py-1 text-sm">
                <EmployeeIcon name={style.icon} className="size-4" />
                {profession.text}
              </Badge>
            </DetailSection>
            <DetailSection title={t.capabilities()} fallback={capabilities.fallback}>
              {capabilities.items.length > 0 ? (
                <TagList tags={capabilities.items} />
              ) : (
                <p className="text-slate-500">{t.noCapabilities()}</p>
              )}
            </DetailSection>
            <DetailSection title={t.useCases()} fallback={useCasesText.fallback}>
              <CheckList items={useCases} />
            </DetailSection>
            {technicalDetails.text ? (
              <DetailSection title={t.technicalDetails()} fallback={technicalDetails.fallback}>
                <p className="whitespace-pre-line">{technicalDetails.text}</p>
              </DetailSection>
            ) : null}
            <DetailSection title={t.relatedProjects()} testId="related-projects">
              {related.length > 0 ? (
                <ul className="grid gap-4 sm:grid-cols-3">
                  {related.map((project) => (
                    <RelatedProject key={project.id} project={project} />
                  ))}
                </ul>
              ) : (
                <p className="text-slate-500">{t.noRelatedProjects()}</p>
              )}
            </DetailSection>
          </>
        }
        aside={
          <>
            <FactList>
              <DeclaredFacts declaration={employeeFields} row={employee} />
            </FactList>
            {employee.url ? (
              <ExternalLinkButton
                href={employee.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="primary"
                size="lg"
              >
                {t.visit()}
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

function RelatedProject({ project }: { project: Project }) {
  const name = useLocalized().text(project, "name")
  return (
    <li className="relative overflow-hidden rounded-xl border border-slate-200 transition hover:shadow-md">
      <Picture
        src={project.image}
        fallback={fallbackImages.project}
        alt=""
        slot="relatedProject"
        width={640}
        height={400}
        className="aspect-[16/10] w-full bg-slate-100 object-cover"
      />
      <p className="p-3 text-sm font-medium text-slate-900">
        <Link
          to="/projects/$id"
          params={{ id: String(project.id) }}
          className="after:absolute after:inset-0 hover:text-brand-strong"
        >
          <span lang={langOf(name)}>{name.text}</span>
        </Link>
      </p>
    </li>
  )
}

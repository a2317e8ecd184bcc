import { Link } from "@tanstack/react-router"
import { ArrowRight } from "lucide-react"
import type { Project } from "../../../../schema/entities/project.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { Card } from "../../../ui/Card.tsx"
import { categoryTone } from "../rules/category-colors.ts"
import { fallbackImages } from "../rules/images.ts"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { CardPicture } from "../content/Picture.tsx"
import { ProjectAge } from "./ProjectAge.tsx"

/** A project case on the list: picture, industry label, name, description, months since it started. */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  const name = localized.text(project, "name")
  const label = localized.text(project, "teamDescription")
  const description = localized.text(project, "description")
  return (
    <Card as="article" interactive className="w-full" data-testid="project-card">
      <CardPicture src={project.image} fallback={fallbackImages.project} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge tone={categoryTone(project.teamDescription)} className="self-start">
          <span lang={langOf(label)}>{label.text}</span>
        </Badge>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link
            to="/projects/$id"
            params={{ id: String(project.id) }}
            className="after:absolute after:inset-0 hover:text-brand-strong"
          >
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, label, description) ? <ChineseOnlyMark /> : null}
        </h2>
        <p lang={langOf(description)} className="line-clamp-3 text-sm text-slate-600">
          {description.text}
        </p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <ProjectAge createdAt={project.createdAt} />
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-strong"
          >
            {LL.pages.common.viewDetails()}
            <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </Card>
  )
}

import { Link } from "@tanstack/react-router"
import { ArrowRight } from "lucide-react"
import type { Employee } from "../../../../schema/entities/employee.ts"
import { splitUseCases } from "../../../../schema/use-cases.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { Card } from "../../../ui/Card.tsx"
import { employeeStyle } from "../rules/icons.ts"
import { fallbackImages } from "../rules/images.ts"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { CardPicture } from "../content/Picture.tsx"
import { EmployeeIcon } from "./EmployeeIcon.tsx"

const maxUseCaseTags = 3

/** A digital employee on the list: the whole card is one link (the title's, stretched). */
export function EmployeeCard({ employee, priority = false }: { employee: Employee; priority?: boolean }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  const name = localized.text(employee, "name")
  const profession = localized.text(employee, "profession")
  const description = localized.text(employee, "description")
  const useCasesText = localized.text(employee, "useCases")
  // The icon and colour follow the Chinese profession, the same in both languages.
  const style = employeeStyle(employee.profession)
  const useCases = splitUseCases(useCasesText.text)
  return (
    <Card as="article" interactive className="w-full" data-testid="employee-card">
      <CardPicture src={employee.image} fallback={fallbackImages.employee} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge tone={style.tone} className="self-start">
          <EmployeeIcon name={style.icon} className="size-3.5" />
          <span lang={langOf(profession)}>{profession.text}</span>
        </Badge>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link
            to="/employees/$id"
            params={{ id: String(employee.id) }}
            className="after:absolute after:inset-0 hover:text-brand-strong"
          >
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, profession, description, useCasesText) ? <ChineseOnlyMark /> : null}
        </h2>
        <p lang={langOf(description)} className="line-clamp-3 text-sm text-slate-600">
          {description.text}
        </p>
        {useCases.length > 0 ? (
          <ul lang={langOf(useCasesText)} className="flex flex-wrap gap-1.5">
            {useCases.slice(0, maxUseCaseTags).map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
            {useCases.length > maxUseCaseTags ? (
              <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                +{useCases.length - maxUseCaseTags}
              </li>
            ) : null}
          </ul>
        ) : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-strong"
        >
          {LL.pages.common.viewDetails()}
          <ArrowRight className="size-4" />
        </span>
      </div>
    </Card>
  )
}

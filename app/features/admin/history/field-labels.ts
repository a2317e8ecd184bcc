/**
 * The label of a stored field in the person's language: the forms' own labels (the admin texts the
 * field specs use), then the history's labels of fields no form shows. A field `xEn` (the English
 * twin of `x`) is "label of x (English)"; a field nobody named is shown by its own name.
 */
import type { ContentDeclaration } from "../../../../schema/content-fields.ts"
import { employeeFields } from "../../../../schema/entities/employee-fields.ts"
import { projectFields } from "../../../../schema/entities/project-fields.ts"
import { teamFields } from "../../../../schema/entities/team-fields.ts"
import { toolFields } from "../../../../schema/entities/tool-fields.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { declaredText } from "../forms/declared-form.tsx"
import { settingsSections } from "../settings/settings-fields.ts"

type Labels = Readonly<Record<string, string>>

/** The labels a content kind's declaration gives its fields (the same the form shows). */
const declaredLabels = (LL: TranslationFunctions, declaration: ContentDeclaration): Labels =>
  Object.fromEntries(
    declaration.fields.map((field) => [field.name, declaredText(LL, declaration.entity, field.label)]),
  )

const formLabels = (LL: TranslationFunctions, entity: EntityName): Labels => {
  const a = LL.adminRecords
  switch (entity) {
    case "employees":
      return declaredLabels(LL, employeeFields)
    case "teams":
      return declaredLabels(LL, teamFields)
    case "projects":
      return {
        ...declaredLabels(LL, projectFields),
        category: a.projects.category(),
        createdAt: a.projects.createdAt(),
      }
    case "tools":
      return declaredLabels(LL, toolFields)
    case "blogPosts":
      return {
        title: a.blog.postTitle(),
        image: a.blog.image(),
        category: a.blog.category(),
        readTime: a.blog.readTimeField(),
        summary: a.blog.summary(),
        content: a.blog.content(),
        isPublished: a.blog.isPublished(),
      }
    case "collaborations":
      return {
        kind: a.collaborations.kind(),
        notes: a.collaborations.notes(),
        subject: a.collaborations.subject(),
        companyName: a.collaborations.companyName(),
        contactName: a.collaborations.contactName(),
        email: a.collaborations.email(),
        phone: a.collaborations.phone(),
        message: a.collaborations.message(),
        status: a.collaborations.status(),
        createdAt: a.collaborations.createdAt(),
      }
    case "settings":
      return Object.fromEntries(
        settingsSections(LL).flatMap((section) =>
          section.fields.flatMap((field) => ("label" in field ? [[field.name, field.label]] : [])),
        ),
      )
  }
}

/** Every label known for the entity's fields (the form's first, then the history's own). */
export const fieldLabels = (LL: TranslationFunctions, entity: EntityName): Labels => {
  const extra = LL.history.fields as unknown as Record<string, () => string>
  const own = Object.fromEntries(Object.entries(extra).map(([name, text]) => [name, text()]))
  return { ...own, ...formLabels(LL, entity) }
}

export const labelOf = (LL: TranslationFunctions, labels: Labels, field: string): string => {
  const known = labels[field]
  if (known !== undefined) return known
  const twin = /^(.+)En$/.exec(field)?.[1]
  const base = twin === undefined ? undefined : labels[twin]
  return base === undefined ? field : LL.history.englishField({ label: base })
}

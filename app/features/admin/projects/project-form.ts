import { ProjectCreate, ProjectUpdate, type Project } from "../../../../schema/entities/project.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createProject, updateProject } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { englishPayload, englishValues, withEnglishTwins } from "../forms/english-twins.ts"
import { textOf, urlOrNull } from "../forms/form-values.ts"

/** The fields with an English twin under them (issue 17). */
const english = ["name", "description", "teamDescription"]

/** The project form: name, image, description, teamDescription ("team category"), url. */
export const projectFormConfig = (LL: TranslationFunctions): EntityFormConfig<Project> => {
  const t = LL.admin.projects
  return {
    entity: "projects",
    width: 700,
    fields: withEnglishTwins(
      LL,
      [
        { kind: "text", name: "name", label: t.name() },
        { kind: "image", name: "image", label: t.image() },
        { kind: "textarea", name: "description", label: t.description() },
        { kind: "text", name: "teamDescription", label: t.teamDescription() },
        { kind: "url", name: "url", label: t.url() },
      ],
      english,
    ),
    fromRow: (row) => ({
      name: row?.name ?? "",
      image: row?.image ?? "",
      description: row?.description ?? "",
      teamDescription: row?.teamDescription ?? "",
      url: row?.url ?? "",
      ...englishValues(row, english),
    }),
    toPayload: (values) => ({
      name: textOf(values, "name"),
      image: textOf(values, "image"),
      description: textOf(values, "description"),
      teamDescription: textOf(values, "teamDescription"),
      url: urlOrNull(textOf(values, "url")),
      ...englishPayload(values, english),
    }),
    createSchema: ProjectCreate,
    updateSchema: ProjectUpdate,
    create: createProject,
    update: updateProject,
    texts: {
      createTitle: t.createTitle(),
      editTitle: t.editTitle(),
      created: t.created(),
      updated: t.updated(),
    },
  }
}

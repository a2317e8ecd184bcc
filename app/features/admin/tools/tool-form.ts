import { ToolCreate, ToolUpdate, type Tool } from "../../../../schema/entities/tool.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createTool, updateTool } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { englishPayload, englishValues, withEnglishTwins } from "../forms/english-twins.ts"
import { textOf, urlOrNull } from "../forms/form-values.ts"

/** The fields with an English twin under them (issue 17). */
const english = ["name", "description"]

/**
 * The tool form: name, description, url and an optional picture (issue 18): uploaded, it replaces the
 * one the site chooses by the tool's name; emptied, it is null and the name's picture is back.
 */
export const toolFormConfig = (LL: TranslationFunctions): EntityFormConfig<Tool> => {
  const t = LL.admin.tools
  return {
    entity: "tools",
    width: 600,
    fields: withEnglishTwins(
      LL,
      [
        { kind: "text", name: "name", label: t.name() },
        // Marked optional: every other entity's picture is required.
        { kind: "image", name: "image", label: `${t.image()}${LL.admin.common.optional()}` },
        { kind: "textarea", name: "description", label: t.description() },
        { kind: "url", name: "url", label: t.url() },
      ],
      english,
    ),
    fromRow: (row) => ({
      name: row?.name ?? "",
      image: row?.image ?? "",
      description: row?.description ?? "",
      url: row?.url ?? "",
      ...englishValues(row, english),
    }),
    toPayload: (values) => ({
      name: textOf(values, "name"),
      image: urlOrNull(textOf(values, "image")),
      description: textOf(values, "description"),
      url: urlOrNull(textOf(values, "url")),
      ...englishPayload(values, english),
    }),
    createSchema: ToolCreate,
    updateSchema: ToolUpdate,
    create: createTool,
    update: updateTool,
    texts: {
      createTitle: t.createTitle(),
      editTitle: t.editTitle(),
      created: t.created(),
      updated: t.updated(),
    },
  }
}

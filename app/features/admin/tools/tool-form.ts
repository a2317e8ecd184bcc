import { ToolCreate, ToolUpdate, type Tool, toolDefaults } from "../../../../schema/entities/tool.ts"
import { toolFields } from "../../../../schema/entities/tool-fields.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createTool, updateTool } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { declaredFormConfig } from "../forms/declared-form.tsx"
import { labelOrCode } from "../../site/rules/labels.ts"

/**
 * The tool form: every field its public page shows (schema/entities/tool-fields.ts). The picture is
 * optional (issue 18): uploaded, it replaces the one the site chooses by the tool's name; emptied, it
 * is null and the name's picture is back.
 */
export const toolFormConfig = (LL: TranslationFunctions): EntityFormConfig<Tool> =>
  declaredFormConfig(LL, toolFields, {
    width: 700,
    createSchema: ToolCreate,
    updateSchema: ToolUpdate,
    create: createTool,
    update: updateTool,
    defaults: toolDefaults,
    optionLabels: { category: (code) => labelOrCode(LL.pages.tools.categories, code) },
  })

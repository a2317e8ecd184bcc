/**
 * What a tool's form edits (schema/content-fields.ts): every field its public page shows, in the
 * order the form shows them. The schema of what each holds is tool.ts.
 */
import type { ContentDeclaration } from "../content-fields.ts"

/** The Lucide icons a tool may name (the demo tools use these); anything else shows a wrench. */
export const toolIconNames = [
  "MessageSquare",
  "BarChart3",
  "FileText",
  "Bot",
  "Database",
  "Workflow",
  "Mail",
  "Calendar",
  "ShieldCheck",
  "Wrench",
] as const

/** The tool categories the site has names and colours for (LL.pages.tools.categories). */
export const toolCategories = [
  "communication",
  "analytics",
  "productivity",
  "development",
  "knowledge",
  "automation",
  "security",
  "integration",
] as const

export const toolFields = {
  entity: "tools",
  fields: [
    { name: "name", widget: "text", english: true, label: "name" },
    { name: "image", widget: "image", label: "image", optional: true },
    { name: "icon", widget: "select", label: "icon", options: toolIconNames, default: "Wrench" },
    {
      name: "category",
      widget: "select",
      label: "category",
      options: toolCategories,
      default: "productivity",
    },
    { name: "description", widget: "textarea", english: true, long: true, label: "description" },
    {
      name: "technicalDescription",
      widget: "textarea",
      english: true,
      long: true,
      label: "technicalDescription",
      optional: true,
      detail: true,
    },
    { name: "features", widget: "list", english: true, label: "features" },
    { name: "compatibility", widget: "list", english: true, label: "compatibility" },
    { name: "apiDocUrl", widget: "url", label: "apiDocUrl", optional: true },
    { name: "url", widget: "url", label: "url", optional: true },
  ],
} as const satisfies ContentDeclaration

/**
 * What a digital employee's form edits (schema/content-fields.ts): every field its public page shows,
 * in the order the form shows them (`public: "fact"`: the page's facts, in this order). The schema of
 * what each holds is employee.ts.
 */
import type { ContentDeclaration } from "../content-fields.ts"

export const employeeFields = {
  entity: "employees",
  fields: [
    { name: "name", widget: "text", english: true, label: "name" },
    { name: "image", widget: "image", label: "image" },
    { name: "profession", widget: "text", english: true, label: "profession" },
    { name: "description", widget: "textarea", english: true, long: true, label: "description" },
    { name: "useCases", widget: "text", english: true, long: true, label: "useCases", hint: "useCasesHint" },
    { name: "capabilities", widget: "list", english: true, label: "capabilities" },
    {
      name: "technicalDetails",
      widget: "textarea",
      english: true,
      long: true,
      label: "technicalDetails",
      optional: true,
      detail: true,
    },
    { name: "modelBase", widget: "text", english: true, label: "modelBase", optional: true, public: "fact" },
    { name: "agentVersion", widget: "text", label: "agentVersion", default: "1.0", public: "fact" },
    { name: "integrations", widget: "list", english: true, label: "integrations", public: "fact" },
    {
      name: "deploymentTime",
      widget: "text",
      english: true,
      label: "deploymentTime",
      optional: true,
      public: "fact",
    },
    { name: "url", widget: "url", label: "url", optional: true },
  ],
} as const satisfies ContentDeclaration

/**
 * What a digital team's form edits (schema/content-fields.ts): every field its public page shows,
 * in the order the form shows them. The schema of what each holds is team.ts.
 */
import type { ContentDeclaration } from "../content-fields.ts"

/** The codes a team's type, orchestration and protocol take (their names: LL.pages.teams.values). */
export const teamTypes = ["standard", "advanced", "enterprise"] as const
export const orchestrationTypes = ["sequential", "parallel", "dynamic", "hierarchical"] as const
export const communicationProtocols = ["standard", "event_driven", "message_queue", "mqtt"] as const

export const teamFields = {
  entity: "teams",
  fields: [
    { name: "name", widget: "text", english: true, label: "name" },
    { name: "image", widget: "image", label: "image" },
    { name: "description", widget: "textarea", english: true, long: true, label: "description" },
    { name: "composition", widget: "references", of: "employees", label: "composition" },
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
    { name: "teamType", widget: "select", label: "teamType", options: teamTypes, default: "standard" },
    {
      name: "orchestrationType",
      widget: "select",
      label: "orchestrationType",
      options: orchestrationTypes,
      default: "sequential",
    },
    {
      name: "communicationProtocol",
      widget: "select",
      label: "communicationProtocol",
      options: communicationProtocols,
      default: "standard",
    },
    { name: "url", widget: "url", label: "url", optional: true },
  ],
} as const satisfies ContentDeclaration

/**
 * What a project case study's form edits (schema/content-fields.ts): every field its public page
 * shows, in the order the form shows them. The schema of what each holds is project.ts.
 */
import type { ContentDeclaration } from "../content-fields.ts"

export const projectFields = {
  entity: "projects",
  fields: [
    { name: "name", widget: "text", english: true, label: "name" },
    { name: "image", widget: "image", label: "image" },
    { name: "description", widget: "textarea", english: true, long: true, label: "description" },
    { name: "teamDescription", widget: "text", english: true, label: "teamDescription" },
    { name: "industry", widget: "text", english: true, label: "industry", optional: true },
    {
      name: "challengeDescription",
      widget: "textarea",
      english: true,
      long: true,
      label: "challenge",
      optional: true,
      detail: true,
    },
    {
      name: "solutionDescription",
      widget: "textarea",
      english: true,
      long: true,
      label: "solution",
      optional: true,
      detail: true,
    },
    {
      name: "resultDescription",
      widget: "textarea",
      english: true,
      long: true,
      label: "results",
      optional: true,
      detail: true,
    },
    { name: "technologies", widget: "list", english: true, label: "technologies" },
    {
      name: "teamComposition",
      widget: "references",
      of: "teams",
      label: "implementationTeam",
      optional: true,
    },
    { name: "url", widget: "url", label: "url", optional: true },
  ],
} as const satisfies ContentDeclaration

/**
 * Which picture a card or detail page shows. Records carry an image path; an empty one falls back to
 * the section's illustration (spec section 2: fallback images for employees, teams and projects).
 * A tool's own picture (issue 18) comes first; without one it is chosen by name from the shared map.
 */
import { toolPictureOf } from "../../../../schema/tool-images.ts"

export const fallbackImages = {
  employee: "/demo/fallback-employee.svg",
  team: "/demo/fallback-team.svg",
  project: "/demo/fallback-project.svg",
  blog: "/demo/fallback-blog.svg",
} as const

export type ImageKind = keyof typeof fallbackImages

export const imageOrFallback = (image: string | null | undefined, kind: ImageKind): string => {
  const trimmed = (image ?? "").trim()
  return trimmed === "" ? fallbackImages[kind] : trimmed
}

/** The name is trimmed as the pages show it, so " 企业知识库" still finds its picture. */
export const toolImage = (tool: { readonly name: string; readonly image?: string | null }): string =>
  toolPictureOf({ name: tool.name.trim(), image: tool.image ?? null })

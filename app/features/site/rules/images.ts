/**
 * Which picture a card or detail page shows. Records carry an image path; an empty one falls back to
 * the section's illustration (spec section 2: fallback images for employees, teams and projects).
 * Tools have no image field: their picture is chosen by name from the shared map.
 */
import { toolImageFor } from "../../../../schema/tool-images.ts"

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

export const toolImage = (name: string): string => toolImageFor(name.trim())

/**
 * Badge colours by category name (spec section 2: technology trends, case studies, ways of working,
 * e-commerce, financial services, media marketing, with a default). Blog categories and project
 * industry labels share the map. Tones are the names of the shared Badge's tones.
 */
export type Tone = "blue" | "green" | "purple" | "orange" | "teal" | "pink" | "yellow" | "neutral"

export const categoryTones: Readonly<Record<string, Tone>> = {
  技术趋势: "blue",
  案例研究: "green",
  工作方式: "purple",
  电子商务: "orange",
  金融服务: "teal",
  媒体营销: "pink",
  产品更新: "yellow",
}

export const defaultTone: Tone = "neutral"

/** Own keys only: a category is content, and "constructor" must not find Object's member. */
export const categoryTone = (category: string): Tone =>
  Object.hasOwn(categoryTones, category.trim())
    ? (categoryTones[category.trim()] ?? defaultTone)
    : defaultTone

/**
 * Badge colours by category name (spec section 2: technology trends, case studies, ways of working,
 * e-commerce, financial services, media marketing, with a default). Blog categories and project
 * industry labels share the map. Values are Tailwind classes written out in full so the build keeps them.
 */
export type Tone = "blue" | "green" | "purple" | "orange" | "teal" | "pink" | "amber" | "slate"

export const categoryTones: Readonly<Record<string, Tone>> = {
  技术趋势: "blue",
  案例研究: "green",
  工作方式: "purple",
  电子商务: "orange",
  金融服务: "teal",
  媒体营销: "pink",
  产品更新: "amber",
}

export const defaultTone: Tone = "slate"

export const categoryTone = (category: string): Tone => categoryTones[category.trim()] ?? defaultTone

/** Background and text classes with at least 4.5:1 contrast (WCAG AA for small text). */
export const toneClasses: Readonly<Record<Tone, string>> = {
  blue: "bg-blue-100 text-blue-800",
  green: "bg-emerald-100 text-emerald-800",
  purple: "bg-purple-100 text-purple-800",
  orange: "bg-orange-100 text-orange-800",
  teal: "bg-teal-100 text-teal-800",
  pink: "bg-pink-100 text-pink-800",
  amber: "bg-amber-100 text-amber-900",
  slate: "bg-slate-100 text-slate-700",
}

export const categoryClasses = (category: string): string => toneClasses[categoryTone(category)]

import { type BlogCategory, blogCategories } from "../../../../schema/entities/blog-post.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { PillColor } from "../ui/Pill.tsx"

/** Categories are stored in Chinese (schema); the admin shows them in the person's language. */
const keys = {
  技术趋势: "technologyTrends",
  案例研究: "caseStudies",
  工作方式: "waysOfWorking",
  产品更新: "productUpdates",
  行业动态: "industryNews",
} as const satisfies Record<BlogCategory, string>

const colors: Record<BlogCategory, PillColor> = {
  技术趋势: "blue",
  案例研究: "green",
  工作方式: "purple",
  产品更新: "orange",
  行业动态: "pink",
}

const isCategory = (category: string): category is BlogCategory =>
  (blogCategories as ReadonlyArray<string>).includes(category)

export const categoryLabel = (LL: TranslationFunctions, category: string): string =>
  isCategory(category) ? LL.admin.blog.categories[keys[category]]() : category

export const categoryColor = (category: string): PillColor =>
  isCategory(category) ? colors[category] : "gray"

export const categoryOptions = (LL: TranslationFunctions) =>
  blogCategories.map((category) => ({ value: category, label: categoryLabel(LL, category) }))

import {
  type BlogCategory,
  blogCategories,
  blogCategoryKey,
  blogCategoryLabel,
} from "../../../../schema/entities/blog-post.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { PillColor } from "../ui/Pill.tsx"

const colors: Record<BlogCategory, PillColor> = {
  技术趋势: "blue",
  案例研究: "green",
  工作方式: "purple",
  产品更新: "orange",
  行业动态: "pink",
}

/** Categories are stored in Chinese (schema); the admin shows them in the person's language. */
export const categoryLabel = (LL: TranslationFunctions, category: string): string =>
  blogCategoryLabel(LL.admin.blog.categories, category)

export const categoryColor = (category: string): PillColor =>
  blogCategoryKey(category) === undefined ? "gray" : colors[category as BlogCategory]

export const categoryOptions = (LL: TranslationFunctions) =>
  blogCategories.map((category) => ({ value: category, label: categoryLabel(LL, category) }))

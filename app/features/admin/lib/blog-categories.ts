import { blogCategories, blogCategoryLabel } from "../../../../schema/entities/blog-post.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { categoryTone } from "../../site/rules/category-colors.ts"
import type { PillColor } from "../ui/Pill.tsx"

/** Categories are stored in Chinese (schema); the admin shows them in the person's language. */
export const categoryLabel = (LL: TranslationFunctions, category: string): string =>
  blogCategoryLabel(LL.adminRecords.blog.categories, category)

/** The colour the public site gives the category (one map, app/features/site/rules/category-colors.ts). */
export const categoryColor = (category: string): PillColor => {
  const tone = categoryTone(category)
  return tone === "neutral" ? "gray" : tone
}

export const categoryOptions = (LL: TranslationFunctions) =>
  blogCategories.map((category) => ({ value: category, label: categoryLabel(LL, category) }))

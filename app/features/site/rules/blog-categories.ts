/**
 * Blog categories are stored in Chinese (schema/entities/blog-post.ts); the site shows them in the
 * person's language through these translation keys. A category outside the five is shown as stored.
 */
import type { BlogCategory } from "../../../../schema/entities/blog-post.ts"

export const blogCategoryKeys = {
  技术趋势: "technologyTrends",
  案例研究: "caseStudies",
  工作方式: "waysOfWorking",
  产品更新: "productUpdates",
  行业动态: "industryNews",
} as const satisfies Record<BlogCategory, string>

export type BlogCategoryKey = (typeof blogCategoryKeys)[BlogCategory]

export const blogCategoryKey = (category: string): BlogCategoryKey | undefined =>
  Object.hasOwn(blogCategoryKeys, category) ? blogCategoryKeys[category as BlogCategory] : undefined

export const blogCategoryLabel = (
  labels: Readonly<Record<BlogCategoryKey, () => string>>,
  category: string,
): string => {
  const key = blogCategoryKey(category)
  return key === undefined ? category : labels[key]()
}

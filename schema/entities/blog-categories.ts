/**
 * The blog's categories and their translation keys, with no Effect import: the public pages that
 * show a category (the blog list, a post's meta line) hydrate without the schema library
 * (e2e/site/load-cost.spec.ts); blog-post.ts builds its schema from the same list.
 */
/** The five blog categories (spec section 5), stored in Chinese as the spec names them. */
export const blogCategories = ["技术趋势", "案例研究", "工作方式", "产品更新", "行业动态"] as const
export type BlogCategory = (typeof blogCategories)[number]

/**
 * Each category's translation key: the site, its rendered pages and the back office show a category
 * in the person's language through it. A category outside the five is shown as stored.
 */
export const blogCategoryKeys = {
  技术趋势: "technologyTrends",
  案例研究: "caseStudies",
  工作方式: "waysOfWorking",
  产品更新: "productUpdates",
  行业动态: "industryNews",
} as const satisfies Record<BlogCategory, string>

export type BlogCategoryKey = (typeof blogCategoryKeys)[BlogCategory]

/** Own keys only: a category is content, and "constructor" must not find Object's member. */
export const blogCategoryKey = (category: string): BlogCategoryKey | undefined =>
  Object.hasOwn(blogCategoryKeys, category) ? blogCategoryKeys[category as BlogCategory] : undefined

/** A category in the language of `labels` (one translation per key), or as stored. */
export const blogCategoryLabel = (
  labels: Readonly<Record<BlogCategoryKey, () => string>>,
  category: string,
): string => {
  const key = blogCategoryKey(category)
  return key === undefined ? category : labels[key]()
}

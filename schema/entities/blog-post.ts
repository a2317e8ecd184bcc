import { Schema, Struct } from "effect"
import { EnglishText, RequiredText, RequiredUrl, englishOnCreate, limits, rowMeta } from "../fields.ts"

export { defaultReadTime, readTimeOrDefault } from "./blog-read-time.ts"

/** The five blog categories (spec section 5), stored in Chinese as the spec names them. */
export const blogCategories = ["技术趋势", "案例研究", "工作方式", "产品更新", "行业动态"] as const
export type BlogCategory = (typeof blogCategories)[number]
export const BlogCategory = Schema.Literals(blogCategories).annotate({ message: "blog.category" })

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

/** A blog post; `content` is Markdown. Drafts (isPublished false) are admin-only. */
export const BlogPost = Schema.Struct({
  ...rowMeta,
  title: Schema.String,
  content: Schema.String,
  summary: Schema.String,
  // English twins (issue 17): empty means "not translated yet", shown in Chinese, marked.
  titleEn: Schema.String,
  contentEn: Schema.String,
  summaryEn: Schema.String,
  image: Schema.String,
  category: Schema.String,
  createdAt: Schema.String,
  isPublished: Schema.Boolean,
  readTime: Schema.Number,
})
export type BlogPost = typeof BlogPost.Type

const ReadTime = Schema.Number.check(
  Schema.isInt({ message: "blog.readTime" }),
  Schema.isGreaterThanOrEqualTo(1, { message: "blog.readTime" }),
  Schema.isLessThanOrEqualTo(1000, { message: "blog.readTime" }),
)

const required = {
  title: RequiredText(),
  content: RequiredText(limits.longText),
  summary: RequiredText(limits.mediumText),
  image: RequiredUrl,
  category: BlogCategory,
}

/** English twins (Markdown body too), same limits as the Chinese; the category is one of five labels. */
const english = {
  titleEn: EnglishText(),
  contentEn: EnglishText(limits.longText),
  summaryEn: EnglishText(limits.mediumText),
}
export const blogPostEnglishFields = Object.keys(english) as ReadonlyArray<keyof typeof english>

/** Creation never carries isPublished (a new post is a draft); readTime is optional, default 5. */
export const BlogPostCreate = Schema.Struct({
  ...required,
  titleEn: englishOnCreate(english.titleEn, ""),
  contentEn: englishOnCreate(english.contentEn, ""),
  summaryEn: englishOnCreate(english.summaryEn, ""),
  readTime: Schema.optionalKey(ReadTime),
})
// The payload as sent: English twins may be left out (decoding stores them empty).
export type BlogPostCreate = typeof BlogPostCreate.Encoded

export const BlogPostUpdate = Schema.Struct({
  ...Struct.map(required, Schema.optionalKey),
  ...Struct.map(english, Schema.optionalKey),
  readTime: Schema.optionalKey(ReadTime),
})
export type BlogPostUpdate = typeof BlogPostUpdate.Type

export const BlogPublish = Schema.Struct({
  isPublished: Schema.Boolean.annotate({ message: "blog.isPublished" }),
})
export type BlogPublish = typeof BlogPublish.Type

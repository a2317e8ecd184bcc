import { scheduleRowFields, scheduleWriteFields } from "../schedule.ts"
import { chineseOf, englishBasisRowField, englishCheckedWriteField } from "../translation-status.ts"
import { Schema, Struct } from "effect"
import { EnglishText, RequiredText, RequiredUrl, englishOnCreate, limits, rowMeta } from "../fields.ts"

import { type BlogCategory as Category, blogCategories } from "./blog-categories.ts"

export { defaultReadTime, readTimeOrDefault } from "./blog-read-time.ts"
export { blogPostDetailFields } from "./blog-post-fields.ts"
export * from "./blog-categories.ts"

/** The five categories as a schema (the stored value is the Chinese name). */
export const BlogCategory = Schema.Literals(blogCategories).annotate({ message: "blog.category" })
export type BlogCategory = Category

/** A blog post; `content` is Markdown. Drafts (isPublished false) are admin-only. */
export const BlogPost = Schema.Struct({
  ...rowMeta,
  // Which English texts fell behind their Chinese (schema/translation-status.ts).
  ...englishBasisRowField,
  // When it goes public and when it stops being public, if scheduled (schema/schedule.ts).
  ...scheduleRowFields,
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
  ...scheduleWriteFields,
  ...required,
  titleEn: englishOnCreate(english.titleEn, ""),
  contentEn: englishOnCreate(english.contentEn, ""),
  summaryEn: englishOnCreate(english.summaryEn, ""),
  readTime: Schema.optionalKey(ReadTime),
})
// The payload as sent: English twins may be left out (decoding stores them empty).
export type BlogPostCreate = typeof BlogPostCreate.Encoded

export const BlogPostUpdate = Schema.Struct({
  ...englishCheckedWriteField(chineseOf(blogPostEnglishFields)),
  ...scheduleWriteFields,
  ...Struct.map(required, Schema.optionalKey),
  ...Struct.map(english, Schema.optionalKey),
  readTime: Schema.optionalKey(ReadTime),
})
export type BlogPostUpdate = typeof BlogPostUpdate.Type

export const BlogPublish = Schema.Struct({
  isPublished: Schema.Boolean.annotate({ message: "blog.isPublished" }),
})
export type BlogPublish = typeof BlogPublish.Type

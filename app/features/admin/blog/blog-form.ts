import {
  BlogPostCreate,
  BlogPostUpdate,
  type BlogPost,
  blogCategories,
  readTimeOrDefault,
} from "../../../../schema/entities/blog-post.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { createBlogPost, setBlogPostPublished, updateBlogPost } from "../../../sync/mutations.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { englishPayload, englishValues, withEnglishTwins } from "../forms/english-twins.ts"
import type { FieldSpec } from "../forms/field-spec.ts"
import { boolOf, textOf } from "../lib/form-values.ts"
import { categoryOptions } from "../lib/blog-categories.ts"

/** The fields with an English twin under them (issue 17). */
const english = ["title", "summary", "content"]

/**
 * The blog form (widest dialog). The publish checkbox exists in edit mode only; a change of it is a
 * separate publish call after the save, and creation never sends it (spec section 4).
 */
export const blogFormConfig = (
  LL: TranslationFunctions,
  mode: "create" | "edit",
): EntityFormConfig<BlogPost> => {
  const t = LL.adminRecords.blog
  const fields: FieldSpec[] = [
    { kind: "text", name: "title", label: t.postTitle() },
    { kind: "image", name: "image", label: t.image() },
    { kind: "select", name: "category", label: t.category(), options: categoryOptions(LL) },
    { kind: "number", name: "readTime", label: t.readTimeField() },
    { kind: "textarea", name: "summary", label: t.summary(), rows: 3 },
    { kind: "markdown", name: "content", label: t.content(), rows: 10 },
  ]
  if (mode === "edit") fields.push({ kind: "checkbox", name: "isPublished", label: t.isPublished() })
  return {
    entity: "blogPosts",
    width: 800,
    fields: withEnglishTwins(LL, fields, english),
    fromRow: (row) => ({
      title: row?.title ?? "",
      image: row?.image ?? "",
      category: row?.category ?? blogCategories[0],
      readTime: String(row?.readTime ?? 5),
      summary: row?.summary ?? "",
      content: row?.content ?? "",
      isPublished: row?.isPublished ?? false,
      ...englishValues(row, english),
    }),
    toPayload: (values) => ({
      title: textOf(values, "title"),
      image: textOf(values, "image"),
      category: textOf(values, "category"),
      readTime: readTimeOrDefault(textOf(values, "readTime")),
      summary: textOf(values, "summary"),
      content: textOf(values, "content"),
      ...englishPayload(values, english),
    }),
    createSchema: BlogPostCreate,
    updateSchema: BlogPostUpdate,
    create: createBlogPost,
    update: updateBlogPost,
    afterEdit: async (row, values) => {
      const wanted = boolOf(values, "isPublished")
      if (wanted !== row.isPublished) await setBlogPostPublished(row.id, wanted)
    },
    texts: {
      createTitle: t.createTitle(),
      editTitle: t.editTitle(),
      created: t.created(),
      updated: t.updated(),
    },
  }
}

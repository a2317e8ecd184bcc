import type { BlogPostCreate } from "../../../schema/entities/blog-post.ts"

/** A demo post: the create payload plus the publish state, read time and age (days before seeding). */
export type DemoBlogPost = BlogPostCreate & { isPublished: boolean; readTime: number; daysAgo: number }

/** A post's English twins (issue 17), kept in files of their own beside the Chinese posts. */
export interface BlogPostEnglish {
  readonly titleEn: string
  readonly summaryEn: string
  readonly contentEn: string
}

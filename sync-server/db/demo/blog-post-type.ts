import type { BlogPostCreate } from "../../../schema/entities/blog-post.ts"

/** A demo post: the create payload plus the publish state, read time and age (days before seeding). */
export type DemoBlogPost = BlogPostCreate & { isPublished: boolean; readTime: number; daysAgo: number }

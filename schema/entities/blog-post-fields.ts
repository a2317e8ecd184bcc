/**
 * The post's body in both languages: only the post's own page shows it (its card shows title,
 * summary and category), so a first visit's pull leaves it out (schema/detail-fields.ts,
 * docs/sync.md). Plain data, apart from blog-post.ts's schemas, so a page that reads it does not
 * load Effect before its hydration.
 */
export const blogPostDetailFields = ["content", "contentEn"] as const

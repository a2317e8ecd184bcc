/**
 * A blog post's reading time rule, kept apart from the effect/Schema definitions in blog-post.ts: the
 * public pages that show a reading time (the blog cards and posts, a project's date) use it while they
 * hydrate, and importing blog-post.ts would bring the whole schema runtime into their first load.
 */
export const defaultReadTime = 5

/** "Read time falls back to 5 when the input is not a number" (spec section 5). */
export const readTimeOrDefault = (input: unknown): number => {
  const value = typeof input === "string" && input.trim() !== "" ? Number(input) : input
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 1000
    ? value
    : defaultReadTime
}

/** "Related" blocks of the detail pages (spec section 2). */

export const maxRelatedProjects = 3
export const maxRelatedPosts = 3

/** Projects whose description contains the employee's name, the first 3 in list order. */
export const relatedProjects = <P extends { readonly description: string }>(
  employeeName: string,
  projects: ReadonlyArray<P>,
): P[] => {
  const name = employeeName.trim()
  if (name === "") return []
  return projects.filter((project) => project.description.includes(name)).slice(0, maxRelatedProjects)
}

type PostLike = { readonly id: number; readonly category: string; readonly isPublished: boolean }

/** Other published posts of the same category, at most 3, in the given (newest first) order. */
export const relatedPosts = <P extends PostLike>(post: PostLike, posts: ReadonlyArray<P>): P[] =>
  posts
    .filter((other) => other.isPublished && other.id !== post.id && other.category === post.category)
    .slice(0, maxRelatedPosts)

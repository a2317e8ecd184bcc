/**
 * Demo content seeded into an empty database (startTestServer({ demoContent: true }) and first run).
 * Cross references are 1-based positions, not ids: team `composition` points into demoEmployees,
 * project `teamComposition` into demoTeams; the seeding code maps them to the inserted ids.
 * `daysAgo` sets createdAt (now minus that many days); blog posts carry their publish state and
 * read time, which the create payload leaves out. Every human-readable text has its English twin
 * (`xEn`, issue 17): inline for employees, teams, projects and tools, in *-en.ts files for posts.
 */
import type { BlogPostEnglish, DemoBlogPost } from "./blog-post-type.ts"
import { practicePosts } from "./blog-posts-practice.ts"
import { practicePostsEnglish } from "./blog-posts-practice-en.ts"
import { techPosts } from "./blog-posts-tech.ts"
import { techPostsEnglish } from "./blog-posts-tech-en.ts"

export { demoEmployees } from "./employees.ts"
export { demoTeams, type DemoTeam } from "./teams.ts"
export { demoProjects, type DemoProject } from "./projects.ts"
export { demoTools, demoToolImages } from "./tools.ts"
export type { DemoBlogPost } from "./blog-post-type.ts"

/** Each post with its English twins (every demo post has them: a missing one fails loudly here). */
const withEnglish = (posts: DemoBlogPost[], english: Readonly<Record<string, BlogPostEnglish>>) =>
  posts.map((post) => {
    const twins = english[post.title]
    if (twins === undefined) throw new Error(`Demo post without English: ${post.title}`)
    return { ...post, ...twins }
  })

export const demoBlogPosts: DemoBlogPost[] = [
  ...withEnglish(techPosts, techPostsEnglish),
  ...withEnglish(practicePosts, practicePostsEnglish),
]

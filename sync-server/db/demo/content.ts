/**
 * Demo content seeded into an empty database (startTestServer({ demoContent: true }) and first run).
 * Cross references are 1-based positions, not ids: team `composition` points into demoEmployees,
 * project `teamComposition` into demoTeams; the seeding code maps them to the inserted ids.
 * `daysAgo` sets createdAt (now minus that many days); blog posts carry their publish state and
 * read time, which the create payload leaves out.
 */
import type { DemoBlogPost } from "./blog-post-type.ts"
import { practicePosts } from "./blog-posts-practice.ts"
import { techPosts } from "./blog-posts-tech.ts"

export { demoEmployees } from "./employees.ts"
export { demoTeams, type DemoTeam } from "./teams.ts"
export { demoProjects, type DemoProject } from "./projects.ts"
export { demoTools, demoToolImages } from "./tools.ts"
export type { DemoBlogPost } from "./blog-post-type.ts"

export const demoBlogPosts: DemoBlogPost[] = [...techPosts, ...practicePosts]

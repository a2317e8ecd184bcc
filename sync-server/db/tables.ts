import type { EntityName } from "../../schema/sync.ts"

/** The table holding each synced entity's rows. */
export const contentTables = {
  employees: "employees",
  teams: "teams",
  projects: "projects",
  tools: "tools",
  blogPosts: "blog_posts",
  collaborations: "collaborations",
  settings: "settings",
} as const satisfies Record<EntityName, string>

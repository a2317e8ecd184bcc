/**
 * Live search of the public lists: a case-insensitive substring match of the trimmed query on the
 * fields a visitor reads on each card. An empty query keeps everything.
 */
import type { BlogPost } from "../../../../schema/entities/blog-post.ts"
import type { Employee } from "../../../../schema/entities/employee.ts"
import type { Project } from "../../../../schema/entities/project.ts"
import type { Team } from "../../../../schema/entities/team.ts"
import type { Tool } from "../../../../schema/entities/tool.ts"

const matches = (query: string, fields: ReadonlyArray<string | null | undefined>): boolean => {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === "") return true
  return fields.some((field) => (field ?? "").toLocaleLowerCase().includes(needle))
}

const filterBy =
  <T>(fields: (item: T) => ReadonlyArray<string | null | undefined>) =>
  <R extends T>(items: ReadonlyArray<R>, query: string): R[] =>
    items.filter((item) => matches(query, fields(item)))

type EmployeeFields = Pick<Employee, "name" | "description" | "profession" | "useCases">
export const filterEmployees = filterBy<EmployeeFields>((e) => [
  e.name,
  e.description,
  e.profession,
  e.useCases,
])

export const filterTeams = filterBy<Pick<Team, "name" | "description">>((t) => [t.name, t.description])

type ProjectFields = Pick<Project, "name" | "description" | "teamDescription">
export const filterProjects = filterBy<ProjectFields>((p) => [p.name, p.description, p.teamDescription])

export const filterTools = filterBy<Pick<Tool, "name" | "description">>((t) => [t.name, t.description])

/** The blog's category value meaning "no category filter". */
export const allCategories = ""

type PostFields = Pick<BlogPost, "title" | "summary" | "content" | "category">

/** Blog: text on title, summary and content; the category filter is an exact match (spec section 5). */
export const filterPosts = <P extends PostFields>(
  posts: ReadonlyArray<P>,
  query: string,
  category: string,
): P[] =>
  posts.filter(
    (post) =>
      (category === allCategories || post.category === category) &&
      matches(query, [post.title, post.summary, post.content]),
  )

/** The dropdown's categories: the distinct categories of the loaded posts, in first-seen order. */
export const categoriesOf = (posts: ReadonlyArray<Pick<BlogPost, "category">>): string[] => [
  ...new Set(posts.map((post) => post.category)),
]

/**
 * Live search of the public lists: a case-insensitive substring match of the trimmed query on the
 * fields a visitor reads on each card, in either language (the English twins too, issue 17), so a
 * query finds a record whichever language the reader types in. An empty query keeps everything.
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

type EmployeeFields = Pick<Employee, "name" | "description" | "profession" | "useCases"> &
  Partial<Pick<Employee, "nameEn" | "descriptionEn" | "professionEn" | "useCasesEn">>
export const filterEmployees = filterBy<EmployeeFields>((e) => [
  e.name,
  e.description,
  e.profession,
  e.useCases,
  e.nameEn,
  e.descriptionEn,
  e.professionEn,
  e.useCasesEn,
])

type TeamFields = Pick<Team, "name" | "description"> & Partial<Pick<Team, "nameEn" | "descriptionEn">>
export const filterTeams = filterBy<TeamFields>((t) => [t.name, t.description, t.nameEn, t.descriptionEn])

type ProjectFields = Pick<Project, "name" | "description" | "teamDescription"> &
  Partial<Pick<Project, "nameEn" | "descriptionEn" | "teamDescriptionEn">>
export const filterProjects = filterBy<ProjectFields>((p) => [
  p.name,
  p.description,
  p.teamDescription,
  p.nameEn,
  p.descriptionEn,
  p.teamDescriptionEn,
])

type ToolFields = Pick<Tool, "name" | "description"> & Partial<Pick<Tool, "nameEn" | "descriptionEn">>
export const filterTools = filterBy<ToolFields>((t) => [t.name, t.description, t.nameEn, t.descriptionEn])

/** The blog's category value meaning "no category filter". */
export const allCategories = ""

type PostFields = Pick<BlogPost, "title" | "summary" | "category"> &
  Partial<Pick<BlogPost, "titleEn" | "summaryEn" | "content" | "contentEn">>

/**
 * Blog: text on title, summary and category, and the body when the device holds it (a visitor's
 * device pulls cards without bodies until a post is opened or the site kept offline: docs/sync.md);
 * the category filter is an exact match (spec section 5).
 */
export const filterPosts = <P extends PostFields>(
  posts: ReadonlyArray<P>,
  query: string,
  category: string,
): P[] =>
  posts.filter(
    (post) =>
      (category === allCategories || post.category === category) &&
      matches(query, [
        post.title,
        post.summary,
        post.category,
        post.content,
        post.titleEn,
        post.summaryEn,
        post.contentEn,
      ]),
  )

/** The dropdown's categories: the distinct categories of the loaded posts, in first-seen order. */
export const categoriesOf = (posts: ReadonlyArray<Pick<BlogPost, "category">>): string[] => [
  ...new Set(posts.map((post) => post.category)),
]

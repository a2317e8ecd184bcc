/**
 * The detail pages' "related" blocks as public queries of their own (issue 33): a post's three
 * related posts, an employee's related projects, a team's members, a project's implementation teams.
 * They read whole lists (every post, every employee) to pick a few, so a page that asked for the
 * lists themselves carried every row of them in its data block: a post page at scale held all 1,000
 * posts, bodies included (600 KB compressed), and took a second to render. Each block now asks for
 * its own key, answered with the cards it shows (detail-only fields left out), the same way by the
 * server's renderer (rows-answers.ts) and by the app's hooks (related-hooks.ts).
 */
import type { EntityName } from "../../schema/sync.ts"
import { cardRow } from "./card-row.ts"
import { byCreatedAtDesc, byId } from "./sort.ts"

/** Each relation: the kind of its owner (the page's record) and of the rows it picks. */
export const relations = {
  relatedPosts: { owner: "blogPosts", rows: "blogPosts" },
  relatedProjects: { owner: "employees", rows: "projects" },
  teamMembers: { owner: "teams", rows: "employees" },
  projectTeams: { owner: "projects", rows: "teams" },
} as const satisfies Record<string, { owner: EntityName; rows: EntityName }>
export type Relation = keyof typeof relations

type AnyRow = { readonly id: number } & Readonly<Record<string, unknown>>

const isRelation = (value: string): value is Relation => Object.hasOwn(relations, value)

export const relatedKey = (relation: Relation, ownerId: number): string => `${relation}:${ownerId}`

/** The parts of a related block's key (undefined for any other key). */
export const relatedKeyParts = (key: string): { relation: Relation; ownerId: number } | undefined => {
  const match = /^([a-zA-Z]+):(-?\d{1,15})$/.exec(key)
  if (match === null || !isRelation(match[1] ?? "")) return undefined
  return { relation: match[1] as Relation, ownerId: Number(match[2]) }
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === "number") : []

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const postOrder = (a: AnyRow, b: AnyRow) =>
  byCreatedAtDesc({ createdAt: text(a.createdAt), id: a.id }, { createdAt: text(b.createdAt), id: b.id })

/** At most this many related posts and related projects (spec section 2). */
export const maxRelated = 3

/** The picked rows in the order the block shows them, from the owner and every row of the picked kind. */
const pick = (relation: Relation, owner: AnyRow, rows: readonly AnyRow[]): AnyRow[] => {
  switch (relation) {
    // Other published posts of the same category, newest first.
    case "relatedPosts":
      return rows
        .filter((row) => row.isPublished === true && row.id !== owner.id && row.category === owner.category)
        .sort(postOrder)
        .slice(0, maxRelated)
    // Projects whose description names the employee, in list order.
    case "relatedProjects": {
      const name = text(owner.name).trim()
      if (name === "") return []
      return rows
        .filter((row) => text(row.description).includes(name))
        .sort(byId)
        .slice(0, maxRelated)
    }
    // The team's members and the project's teams, in the order the record names them.
    case "teamMembers":
    case "projectTeams": {
      const byIds = new Map(rows.map((row) => [row.id, row]))
      const wanted = relation === "teamMembers" ? owner.composition : owner.teamComposition
      return ids(wanted).flatMap((id) => byIds.get(id) ?? [])
    }
  }
}

/**
 * The block's rows as its cards (detail-only fields and the device's `partial` mark left out), so
 * the server's answer and a device's are the same whether the device holds full rows or cards.
 */
export const relatedCards = (relation: Relation, owner: AnyRow, rows: readonly AnyRow[]): AnyRow[] =>
  pick(relation, owner, rows).map((row) => cardRow(relations[relation].rows, row))

/**
 * Where each picture is used (issue 28, item 7): the content rows on this device whose stored JSON
 * names the picture's `/media/<hash>-` address, by the rule the server counts uses with
 * (schema/media.ts mediaHashesIn, sync-server/media/use-counts.ts), so the list and the count agree.
 * Each use links to its back-office screen, searched for the row.
 */
import { mediaHashesIn, mediaHashLength } from "../../../../schema/media.ts"

export type UsingEntity = "employees" | "teams" | "projects" | "tools" | "blogPosts" | "settings"

export interface MediaUseSite {
  readonly entity: UsingEntity
  readonly id: number
  /** The row's name (a post's title); empty for the settings. */
  readonly name: string
}

export interface UseSource {
  readonly entity: UsingEntity
  readonly rows: ReadonlyArray<{ readonly id: number }>
  readonly nameOf: (row: never) => string
}

/** Picture hash (the address's 32 characters) -> the rows using it, in the sources' order. */
export const usesByHash = (sources: ReadonlyArray<UseSource>): Map<string, MediaUseSite[]> => {
  const uses = new Map<string, MediaUseSite[]>()
  for (const { entity, rows, nameOf } of sources)
    for (const row of rows)
      for (const hash of mediaHashesIn(JSON.stringify(row))) {
        const site = { entity, id: row.id, name: (nameOf as (row: unknown) => string)(row) }
        uses.set(hash, [...(uses.get(hash) ?? []), site])
      }
  return uses
}

/** The uses of a library picture (its record's full content hash). */
export const usesOf = (uses: ReadonlyMap<string, MediaUseSite[]>, contentHash: string): MediaUseSite[] =>
  uses.get(contentHash.slice(0, mediaHashLength)) ?? []

const screens: Record<UsingEntity, string> = {
  employees: "/systemadmin/employees",
  teams: "/systemadmin/teams",
  projects: "/systemadmin/projects",
  tools: "/systemadmin/tools",
  blogPosts: "/systemadmin/blog",
  settings: "/systemadmin/settings",
}

/** The screen a use links to: the list searched for the row's name (`?q=`), or the settings. */
export const addressOfUse = (site: MediaUseSite): string =>
  site.entity === "settings" || site.name === ""
    ? screens[site.entity]
    : `${screens[site.entity]}?q=${encodeURIComponent(site.name)}`

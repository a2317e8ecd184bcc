import { useMemo } from "react"
import type { Live } from "../../../db/live.ts"
import {
  useAllBlogPosts,
  useEmployees,
  useProjects,
  useSettings,
  useTeams,
  useTools,
} from "../../../db/hooks.ts"
import { type MediaUseSite, usesByHash } from "./media-uses.ts"

const rowsOf = <T>(live: Live<T[]>): T[] => (live.status === "loaded" ? live.data : [])

/** Where each picture is used, from this device's content, kept live as content changes. */
export const useMediaUses = (): ReadonlyMap<string, MediaUseSite[]> => {
  const employees = useEmployees()
  const teams = useTeams()
  const projects = useProjects()
  const tools = useTools()
  const posts = useAllBlogPosts()
  const { settings } = useSettings()
  return useMemo(
    () =>
      usesByHash([
        { entity: "employees", rows: rowsOf(employees), nameOf: (row: { name: string }) => row.name },
        { entity: "teams", rows: rowsOf(teams), nameOf: (row: { name: string }) => row.name },
        { entity: "projects", rows: rowsOf(projects), nameOf: (row: { name: string }) => row.name },
        { entity: "tools", rows: rowsOf(tools), nameOf: (row: { name: string }) => row.name },
        { entity: "blogPosts", rows: rowsOf(posts), nameOf: (row: { title: string }) => row.title },
        { entity: "settings", rows: [{ ...settings, id: 1 }], nameOf: () => "" },
      ]),
    [employees, teams, projects, tools, posts, settings],
  )
}

/**
 * The row as it is now on this device (what a restore is compared with and sent against), and the
 * names of the rows its reference fields point to (a team's members, a project's teams).
 */
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import { db } from "../../../db/database.ts"
import { useLiveQuery } from "../../../db/use-live-query.ts"
import type { ReferenceName } from "./value-display.ts"

export type CurrentRow = Readonly<Record<string, unknown>> | "loading" | "missing"

export const useCurrentRow = (entity: EntityName, id: number): CurrentRow =>
  useLiveQuery(
    async (): Promise<CurrentRow> => {
      const row = await db.rowsOf(entity).get(id)
      if (row !== undefined) {
        const { syncState: _, ...stored } = row
        return stored
      }
      // Settings never pulled yet: the defaults are what the screen shows and what an edit starts from.
      return entity === "settings" ? { ...settingsDefaults, id } : "missing"
    },
    [entity, id],
    "loading" as const,
  )

const referencedTable = (entity: EntityName): "employees" | "teams" | null =>
  entity === "teams" ? "employees" : entity === "projects" ? "teams" : null

export const useReferenceNames = (entity: EntityName): ReferenceName => {
  const names = useLiveQuery(
    async () => {
      const table = referencedTable(entity)
      if (table === null) return new Map<number, string>()
      const rows = await db.rowsOf(table).toArray()
      return new Map(rows.map((row) => [row.id, String(row.name)]))
    },
    [entity],
    new Map<number, string>(),
  )
  return (_field, id) => names.get(id)
}

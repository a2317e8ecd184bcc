/**
 * The device's copy of the site (one Dexie database): a table per entity, the outbox of unsent edits,
 * delivery receipts and a meta table (cursor, scope, last sync). Screens read it through hooks.ts;
 * only app/sync writes to it. Versions are numbered; each later version carries an upgrade function
 * so a release that changes the shape keeps every queued edit.
 */
import { Dexie, type Table } from "dexie"
import type { BlogPost } from "../../schema/entities/blog-post.ts"
import type { Collaboration } from "../../schema/entities/collaboration.ts"
import type { Employee } from "../../schema/entities/employee.ts"
import type { Project } from "../../schema/entities/project.ts"
import type { Settings } from "../../schema/entities/settings.ts"
import type { Team } from "../../schema/entities/team.ts"
import type { Tool } from "../../schema/entities/tool.ts"
import type { EntityName } from "../../schema/sync.ts"
import type { AnyRow, LocalRow, MetaRecord, OutboxEntry, QueuedUpload, Receipt, Shadow } from "./local-row.ts"

export class SiteDatabase extends Dexie {
  employees!: Table<LocalRow<Employee>, number>
  teams!: Table<LocalRow<Team>, number>
  projects!: Table<LocalRow<Project>, number>
  tools!: Table<LocalRow<Tool>, number>
  blogPosts!: Table<LocalRow<BlogPost>, number>
  collaborations!: Table<LocalRow<Collaboration>, number>
  settings!: Table<LocalRow<Settings>, number>
  outbox!: Table<OutboxEntry, number>
  receipts!: Table<Receipt, string>
  shadows!: Table<Shadow, [string, number]>
  meta!: Table<MetaRecord, string>
  uploads!: Table<QueuedUpload, string>

  constructor(name: string) {
    super(name)
    this.version(1).stores({
      employees: "id",
      teams: "id",
      projects: "id",
      tools: "id",
      blogPosts: "id, createdAt",
      collaborations: "id",
      settings: "id",
      outbox: "++seq, &key, state",
      meta: "key",
    })
    // v2: delivery receipts, the server's copy of rows with unsent edits (shadows), entries indexed by
    // the row they change, and entries carry `notBefore` and `conflict` (older entries get defaults).
    this.version(2)
      .stores({
        receipts: "key, deliveredAt",
        shadows: "[entity+id]",
        outbox: "++seq, &key, state, [entity+targetId]",
      })
      .upgrade(async (tx) => {
        await tx
          .table("outbox")
          .toCollection()
          .modify((entry: Partial<OutboxEntry>) => {
            entry.notBefore ??= 0
            entry.conflict ??= null
            entry.attempts ??= 0
            entry.lastError ??= null
          })
      })
    // v3: pictures chosen on this device, waiting to be uploaded (docs/media.md, "The app side").
    // A new table only: nothing older changes shape, so no upgrade function.
    this.version(3).stores({ uploads: "address, &key, state" })
    // v4: enquiries indexed by status, so the inbox's status filter and the dashboard's count of new
    // enquiries read only those rows (issue 26, item 2). An index only: IndexedDB builds it from the rows
    // already stored, nothing changes shape, so no upgrade function.
    this.version(4).stores({ collaborations: "id, status" })
  }

  /** The table of an entity, typed loosely for code that works on every entity alike. */
  rowsOf(entity: EntityName): Table<AnyRow, number> {
    return this.table(entity) as Table<AnyRow, number>
  }

  contentTables(): Table[] {
    return [
      this.employees,
      this.teams,
      this.projects,
      this.tools,
      this.blogPosts,
      this.collaborations,
      this.settings,
    ]
  }
}

/** The app's database. Tests open their own with `new SiteDatabase(name)` (one per simulated device). */
export const db = new SiteDatabase("digital-employees-site")

/** Dexie's live queries, for the screens' hooks (use-live-query.ts), which load this module later. */
export { liveQuery } from "dexie"

import type { RateLimits } from "./auth/rate-limit.ts"
import type { ServerConfig } from "./config.ts"
import type { Database } from "./db/connection.ts"
import type { ChangeWatch } from "./sync/change-watch.ts"
import type { ListCache } from "./sync/list-cache.ts"
import type { PresenceWatch } from "./sync/presence-watch.ts"

/** What every router needs; built once per server by app.ts. `now` is injectable for tests. */
export interface ServerContext {
  readonly db: Database
  readonly config: ServerConfig
  readonly now: () => number
  readonly listCache: ListCache
  /**
   * Pulls from a cursor (GET /api/sync?since=N), kept while the log has not moved: after an
   * announcement every device of a scope pulls from the same cursor, and one build answers them all.
   */
  readonly feedCache: ListCache
  /** The change-log positions the change streams announce (routes/sync-stream.ts). */
  readonly changes: ChangeWatch
  /** Who has which edit dialog open, for the staff's change streams (routes/presence.ts). */
  readonly presence: PresenceWatch
  readonly rateLimits: RateLimits
}

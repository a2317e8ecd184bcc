import type { RateLimits } from "./auth/rate-limit.ts"
import type { ServerConfig } from "./config.ts"
import type { Database } from "./db/connection.ts"
import type { ListCache } from "./sync/list-cache.ts"

/** What every router needs; built once per server by app.ts. `now` is injectable for tests. */
export interface ServerContext {
  readonly db: Database
  readonly config: ServerConfig
  readonly now: () => number
  readonly listCache: ListCache
  readonly rateLimits: RateLimits
}

/**
 * For the knex CLI, e.g. `node --import tsx node_modules/knex/bin/cli.js --knexfile knexfile.ts
 * migrate:status`; the server itself migrates at start. Same DATABASE_URL rule as the server:
 * sqlite:PATH (default data/site.db) or postgres://...
 */
import { knexConfig } from "./sync-server/db/connection.ts"
import { migrationSource } from "./sync-server/db/migrate.ts"

const { engine: _engine, ...connection } = knexConfig(process.env.DATABASE_URL || "sqlite:data/site.db")

export default { ...connection, migrations: { migrationSource } }

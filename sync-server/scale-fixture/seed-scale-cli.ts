/**
 * `npm run seed:scale [-- --factor 0.05] [-- --force]`: fill the database of DATABASE_URL (default
 * sqlite:data/site.db; MEDIA_DIR as the server reads it) with the scale fixture (seed-scale.ts).
 * SCALE_FACTOR may give the factor too. Prints what it added and how long it took.
 */
import { configFromEnv } from "../config.ts"
import { openDatabase } from "../db/connection.ts"
import { mediaSettings } from "../media/media-settings.ts"
import { RefusedDatabase, seedScale } from "./seed-scale.ts"

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

const main = async () => {
  const factor = Number(argument("--factor") ?? process.env.SCALE_FACTOR ?? 1)
  if (!(factor > 0 && factor <= 10)) throw new Error("--factor must be a number in (0, 10]")
  // The seed signs no session: a placeholder secret spares the warning about a missing one.
  const config = configFromEnv({ SESSION_SECRET: "unused-by-the-seed", ...process.env })
  const db = openDatabase(config.databaseUrl)
  try {
    const { counts, milliseconds } = await seedScale(db, {
      factor,
      force: process.argv.includes("--force"),
      mediaDir: mediaSettings(config).dir,
      now: Date.now(),
      admin: { username: config.adminUsername, password: config.adminPassword },
    })
    const added = Object.entries(counts)
      .map(([entity, count]) => `${count} ${entity}`)
      .join(", ")
    console.log(
      `Scale fixture (factor ${factor}) added to ${config.databaseUrl}: ${added}, in ${milliseconds} ms.`,
    )
  } finally {
    await db.knex.destroy()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RefusedDatabase ? error.message : error)
  process.exitCode = 1
})

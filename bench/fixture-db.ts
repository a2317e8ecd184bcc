/**
 * The content a bench runs on (issue 33): the demo as the server seeds it, or the scale fixture
 * (`npm run seed:scale`: the demo plus 1,000 posts, 200 employees, 100 projects, 100 tools and 50
 * teams). BENCH_FIXTURE=scale (or demo, or both where a bench can run both) chooses; SCALE_FACTOR
 * shrinks the fixture for a quick run. A fresh SQLite file under .tmp each time, its pictures in the
 * `media` folder beside it, where the server looks by default.
 */
import { mkdirSync, rmSync } from "node:fs"
import { dirname, join } from "node:path"
import { openDatabase } from "../sync-server/db/connection.ts"
import { defaultMediaDir } from "../sync-server/media/media-settings.ts"
import { seedScale } from "../sync-server/scale-fixture/seed-scale.ts"

export type Fixture = "demo" | "scale"

/** The fixtures BENCH_FIXTURE asks for: `both` (or `demo,scale`) runs both, demo first. */
export const benchFixtures = (fallback: ReadonlyArray<Fixture> = ["demo"]): Fixture[] => {
  const asked = (process.env.BENCH_FIXTURE ?? "").toLowerCase()
  if (asked === "") return [...fallback]
  if (asked === "both") return ["demo", "scale"]
  const fixtures = asked.split(",").filter((name): name is Fixture => name === "demo" || name === "scale")
  if (fixtures.length === 0) throw new Error(`BENCH_FIXTURE must be demo, scale or both, not ${asked}`)
  return fixtures
}

export const scaleFactor = (): number => Number(process.env.SCALE_FACTOR ?? 1)

/**
 * A fresh database file for `fixture` (its folder `.tmp/<name>-<fixture>/`, emptied first); answers
 * its DATABASE_URL. The demo is left for the server to seed at its start (DEMO_CONTENT on); the scale
 * fixture is written now, with the administrator `admin` and `adminPassword` when given.
 */
export const fixtureDatabase = async (
  name: string,
  fixture: Fixture,
  adminPassword?: string,
): Promise<string> => {
  const folder = join(".tmp", `${name}-${fixture}`)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const databaseUrl = `sqlite:${join(folder, "site.db")}`
  if (fixture === "demo") return databaseUrl
  const db = openDatabase(databaseUrl)
  try {
    const { milliseconds, counts } = await seedScale(db, {
      factor: scaleFactor(),
      force: false,
      mediaDir: defaultMediaDir(databaseUrl),
      now: Date.now(),
      admin: { username: adminPassword === undefined ? undefined : "admin", password: adminPassword },
    })
    console.log(
      `scale fixture: ${counts.blogPosts} posts and the rest seeded in ${milliseconds} ms (${dirname(databaseUrl.slice(7))})`,
    )
  } finally {
    await db.knex.destroy()
  }
  return databaseUrl
}

/**
 * `npm run admin:password -- <username>`: set (or create) an administrator's password. The password is
 * read from stdin when piped (`echo 'secret' | npm run admin:password -- admin`), otherwise prompted
 * for twice without echo. The user's open sessions end, and the account's login lock (a spent
 * password-check budget or a backoff, see auth/rate-limit.ts) is lifted so the new password works at once.
 */
import { createInterface } from "node:readline/promises"
import { Writable } from "node:stream"
import { clearAccountThrottle } from "../auth/login-throttle.ts"
import { recordAccountEvent } from "../audit/recorder.ts"
import { findUser, setUserPassword } from "../auth/users.ts"
import { openDatabase } from "../db/connection.ts"
import { migrateToLatest } from "../db/migrate.ts"

const minPasswordLength = 6

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "")
}

const prompt = async (question: string): Promise<string> => {
  let muted = false
  const output = new Writable({
    write: (chunk, _encoding, done) => {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  process.stdout.write(question)
  muted = true
  const answer = await rl.question("")
  rl.close()
  process.stdout.write("\n")
  return answer
}

const readPassword = async (): Promise<string> => {
  if (!process.stdin.isTTY) return readStdin()
  const first = await prompt("New password: ")
  const second = await prompt("Repeat it: ")
  if (first !== second) throw new Error("The two passwords differ")
  return first
}

const main = async () => {
  const username = process.argv[2]
  if (username === undefined || username.length < 3) {
    throw new Error("Usage: npm run admin:password -- <username>  (at least 3 characters)")
  }
  const password = await readPassword()
  if (password.length < minPasswordLength)
    throw new Error(`The password needs at least ${minPasswordLength} characters`)
  const db = openDatabase(process.env.DATABASE_URL || "sqlite:data/site.db")
  try {
    await migrateToLatest(db.knex)
    // The new password and its audit record commit together (docs/audit.md).
    await db.knex.transaction(async (trx) => {
      const now = Date.now()
      await setUserPassword(trx, username, password, now)
      const user = await findUser(trx, username)
      // Run at the server's console: no session, so no actor; the "client" is the command.
      const source = {
        atMs: now,
        deviceAtMs: null,
        actorId: null,
        actorName: null,
        userAgent: "npm run admin:password",
        address: null,
        idempotencyKey: null,
      }
      await recordAccountEvent(trx, source, "password_change", user?.id ?? null)
    })
    await clearAccountThrottle(db, username)
    // End the user's sessions: whoever knew the old password is logged out.
    const sessions = (await db.knex("sessions").select("sid", "sess")) as Array<{
      sid: string
      sess: unknown
    }>
    const ended = sessions.filter(({ sess }) => {
      const data = (typeof sess === "string" ? JSON.parse(sess) : sess) as { username?: string }
      return data.username === username
    })
    if (ended.length > 0)
      await db
        .knex("sessions")
        .whereIn(
          "sid",
          ended.map((s) => s.sid),
        )
        .delete()
    console.log(`Password set for "${username}" (${ended.length} session(s) ended)`)
  } finally {
    await db.knex.destroy()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

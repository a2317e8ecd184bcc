/**
 * A throwaway PostgreSQL for the test run: initdb in a temp folder, started on a free port, removed at
 * the end. initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

const binDir = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin"

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

const isRoot = () => process.getuid?.() === 0

/** Run a PostgreSQL binary, as the postgres user when we are root. */
const run = (binary: string, args: string[]) => {
  const command = join(binDir, binary)
  const [file, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] })
}

export interface TestPostgres {
  readonly url: string
  stop(): void
}

export const startPostgres = async (): Promise<TestPostgres> => {
  if (!existsSync(join(binDir, "initdb"))) {
    throw new Error(`PostgreSQL binaries not found in ${binDir} (apt-get install postgresql-15)`)
  }
  const dir = mkdtempSync(join(tmpdir(), "sync-server-pg-"))
  if (isRoot()) {
    chmodSync(dir, 0o755)
    spawnSync("chown", ["postgres:postgres", dir])
  }
  const data = join(dir, "data")
  const port = await freePort()
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"])
  // Durability settings off: this cluster lives for one test run.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`
  run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

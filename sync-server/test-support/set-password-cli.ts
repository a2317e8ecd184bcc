/**
 * `npm run admin:password` as a child process (compiled when the build is up to date: built-app.ts's
 * nodeArgsFor), awaited without blocking: the server under test runs in
 * the test's own process, and a synchronous wait (execFileSync) stalls it and its keep-alive sockets
 * for the CLI's whole run, which broke the next request (ECONNRESET) on a loaded machine.
 */
import { spawn } from "node:child_process"
import { nodeArgsFor } from "./built-app.ts"

export interface CliRun {
  readonly code: number | null
  readonly stdout: string
}

export const runSetPasswordCli = (databaseUrl: string, username: string, password: string): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeArgsFor("sync-server/cli/set-admin-password.ts"), username],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ["pipe", "pipe", "inherit"],
      },
    )
    let stdout = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, stdout }))
    child.stdin.end(`${password}\n`)
  })

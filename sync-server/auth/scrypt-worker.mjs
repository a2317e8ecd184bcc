// @ts-check
/**
 * One thread of the password-hashing pool (scrypt-pool.ts). It runs scrypt synchronously, on its own
 * thread, one request at a time: a password check never occupies Node's libuv thread pool, where
 * static files are read. Plain JavaScript so every way the server runs (node --import tsx, vitest)
 * can start it without a TypeScript loader.
 */
import { scryptSync } from "node:crypto"
import { parentPort } from "node:worker_threads"

if (parentPort === null) throw new Error("scrypt-worker.mjs runs as a worker thread")
const port = parentPort

port.on(
  "message",
  (
    /** @type {{ id: number, password: string, salt: Uint8Array, keyLength: number, options: import("node:crypto").ScryptOptions }} */ job,
  ) => {
    try {
      const key = scryptSync(job.password, job.salt, job.keyLength, job.options)
      port.postMessage({ id: job.id, key })
    } catch (error) {
      port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
    }
  },
)

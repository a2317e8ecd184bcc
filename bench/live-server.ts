/**
 * A server process for `npm run bench:live` that can be asked its memory: `npm run serve`'s own start
 * (main.ts's serveFromEnv), run with --expose-gc, answering the IPC question "memory" with its heap
 * and the memory V8 holds outside it (buffers), each read after two full collections. Resident memory
 * moves by megabytes with when the collector last ran; this figure does not, so the memory a held
 * stream costs can be told from noise.
 */
import { serveFromEnv } from "../sync-server/main.ts"

export interface MemoryAnswer {
  readonly type: "memory"
  /** heapUsed + external after collection, in bytes. */
  readonly live: number
  readonly rss: number
}

const collect = (globalThis as { gc?: () => void }).gc
if (collect === undefined) throw new Error("bench/live-server.ts needs --expose-gc")

await serveFromEnv()
process.on("message", (question) => {
  if (question !== "memory") return
  collect()
  collect()
  const usage = process.memoryUsage()
  const answer: MemoryAnswer = { type: "memory", live: usage.heapUsed + usage.external, rss: usage.rss }
  process.send?.(answer)
})

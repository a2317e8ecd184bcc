/**
 * A server process for `npm run bench:live` that can be asked its memory: `npm run serve`'s own start
 * (main.ts's serveFromEnv), run with --expose-gc, answering the IPC question "memory" with its heap
 * and the memory V8 holds outside it (buffers), read after two full collections, and "cpu" with the
 * CPU time it has used. Resident memory moved by megabytes with when the collector and the allocator
 * last gave pages back (the difference came out negative as often as not); this figure does not, so
 * the memory a held stream costs can be told from noise.
 */
import { serveFromEnv } from "../sync-server/main.ts"

export interface MemoryAnswer {
  readonly type: "memory"
  /** heapUsed + external after collection, in bytes. */
  readonly live: number
}

export interface CpuAnswer {
  readonly type: "cpu"
  /** CPU time used so far (user and system), in ms. */
  readonly ms: number
}

const collect = (globalThis as { gc?: () => void }).gc
if (collect === undefined) throw new Error("bench/live-server.ts needs --expose-gc")

await serveFromEnv()
process.on("message", (question) => {
  if (question === "cpu") {
    const used = process.cpuUsage()
    process.send?.({ type: "cpu", ms: (used.user + used.system) / 1000 } satisfies CpuAnswer)
    return
  }
  if (question !== "memory") return
  collect()
  collect()
  const usage = process.memoryUsage()
  process.send?.({ type: "memory", live: usage.heapUsed + usage.external } satisfies MemoryAnswer)
})

/**
 * Where password hashing runs. scrypt at 128 MiB takes a few hundred milliseconds of CPU; node's
 * async `crypto.scrypt` runs it on the libuv thread pool (4 threads), the same threads that read
 * static files, so a flood of login attempts (10 clients, 5.7 checks/s) pushed the p50 of a static
 * asset from 3 ms to 3.3 s (issue 26). Here the checks run on a few worker threads of their own
 * (PASSWORD_HASH_WORKERS, default half the cores, at least 1), each running scrypt synchronously, one
 * check at a time; the libuv pool stays free for files. At most PASSWORD_HASH_QUEUE checks wait for a
 * thread: one more is refused with `PasswordChecksBusy` (the login answers 503 with Retry-After)
 * rather than queued for ever. Memory for hashing is bounded too: 128 MiB per worker thread.
 * PASSWORD_HASH_WORKERS=0 keeps the old way (the libuv pool, unbounded), for comparison
 * (`npm run bench:hashing`).
 */
import { type ScryptOptions, scrypt } from "node:crypto"
import { availableParallelism } from "node:os"
import { Worker } from "node:worker_threads"

export interface ScryptJob {
  readonly password: string
  readonly salt: Buffer
  readonly keyLength: number
  readonly logN: number
  readonly r: number
  readonly p: number
}

export interface HashingSettings {
  /** Worker threads running scrypt; 0: node's libuv thread pool, as before issue 26. */
  readonly workers: number
  /** Checks that may wait for a free thread; one more is refused (PasswordChecksBusy). */
  readonly maxWaiting: number
}

/** Thrown when every hashing thread is busy and the waiting line is full. */
export class PasswordChecksBusy extends Error {
  constructor(readonly retryAfterMs: number) {
    super("password checks busy")
  }
}

const parseCount = (name: string, value: string | undefined, fallback: number, min: number): number => {
  if (value === undefined || value.trim() === "") return fallback
  const count = Number(value)
  if (!Number.isInteger(count) || count < min || count > 1024)
    throw new Error(`${name} must be a whole number from ${min} to 1024, not "${value}"`)
  return count
}

export const hashingSettings = (env: NodeJS.ProcessEnv): HashingSettings => ({
  workers: parseCount(
    "PASSWORD_HASH_WORKERS",
    env.PASSWORD_HASH_WORKERS,
    Math.max(1, Math.floor(availableParallelism() / 2)),
    0,
  ),
  maxWaiting: parseCount("PASSWORD_HASH_QUEUE", env.PASSWORD_HASH_QUEUE, 8, 1),
})

/** scrypt needs 128 * N * r bytes (128 MiB here), above node's 32 MiB default maxmem. */
const scryptOptions = (job: ScryptJob): ScryptOptions => ({
  N: 2 ** job.logN,
  r: job.r,
  p: job.p,
  maxmem: 256 * 2 ** job.logN * job.r,
})

const onLibuvPool = (job: ScryptJob): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(job.password, job.salt, job.keyLength, scryptOptions(job), (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

interface Waiting {
  readonly job: ScryptJob
  resolve(key: Buffer): void
  reject(error: Error): void
}

interface Thread {
  readonly worker: Worker
  running: (Waiting & { readonly id: number; readonly startedAt: number }) | undefined
}

type Reply =
  { readonly id: number; readonly key: Uint8Array } | { readonly id: number; readonly error: string }

/**
 * A place in the line, taken before a check is needed: the login takes one before it counts the
 * attempt against the address and the account, so a full line answers 503 having used up nothing.
 * `derive` runs the check in that place (at most once); `release` gives the place back unused.
 */
export interface CheckAdmission {
  derive(job: ScryptJob): Promise<Buffer>
  release(): void
}

export class ScryptPool {
  private readonly threads: Thread[] = []
  private readonly waiting: Waiting[] = []
  /** Places taken by admissions whose check has not been asked for yet. */
  private admitted = 0
  private nextId = 1
  /** A running average of one check's duration, for the Retry-After of a refusal. */
  private averageMs = 500

  constructor(private readonly settings: HashingSettings) {}

  /**
   * The threads plus the line: a check may start or wait while fewer than workers + maxWaiting are
   * running, waiting or admitted. Without admissions this is the rule "no free thread and a full
   * line refuses", since a check waits only when every thread is running.
   */
  private full(): boolean {
    const running = this.threads.filter((t) => t.running).length
    return running + this.waiting.length + this.admitted >= this.settings.workers + this.settings.maxWaiting
  }

  derive(job: ScryptJob): Promise<Buffer> {
    if (this.settings.workers === 0) return onLibuvPool(job)
    if (this.full()) return Promise.reject(new PasswordChecksBusy(this.expectedWaitMs()))
    return this.enqueue(job)
  }

  /** Take a place in the line now, or throw PasswordChecksBusy (nothing taken). */
  admit(): CheckAdmission {
    if (this.settings.workers === 0) return { derive: onLibuvPool, release: () => undefined }
    if (this.full()) throw new PasswordChecksBusy(this.expectedWaitMs())
    this.admitted += 1
    let held = true
    const giveBack = () => {
      if (!held) return false
      held = false
      this.admitted -= 1
      return true
    }
    return {
      derive: (job) =>
        giveBack() ? this.enqueue(job) : Promise.reject(new Error("password check admission used twice")),
      release: () => void giveBack(),
    }
  }

  private enqueue(job: ScryptJob): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject })
      this.dispatch()
    })
  }

  /** How long the line ahead of a new check takes to clear: its checks, running and admitted ones included. */
  private expectedWaitMs(): number {
    const ahead = this.waiting.length + this.admitted + this.threads.filter((t) => t.running).length
    return Math.ceil(ahead / Math.max(1, this.settings.workers)) * this.averageMs
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread =
        this.threads.find((t) => !t.running) ??
        (this.threads.length < this.settings.workers ? this.startThread() : undefined)
      if (thread === undefined) return
      const next = this.waiting.shift()
      if (next === undefined) return
      const id = this.nextId++
      thread.running = { ...next, id, startedAt: performance.now() }
      // A thread with work keeps the process alive; an idle one does not (the CLI exits when done).
      thread.worker.ref()
      const { job } = next
      thread.worker.postMessage({
        id,
        password: job.password,
        salt: job.salt,
        keyLength: job.keyLength,
        options: scryptOptions(job),
      })
    }
  }

  private startThread(): Thread {
    const worker = new Worker(new URL("./scrypt-worker.mjs", import.meta.url))
    const thread: Thread = { worker, running: undefined }
    worker.unref()
    worker.on("message", (reply: Reply) => {
      const running = thread.running
      if (running === undefined || running.id !== reply.id) return
      thread.running = undefined
      worker.unref()
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - running.startedAt)
      if ("key" in reply)
        running.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.length))
      else running.reject(new Error(reply.error))
      this.dispatch()
    })
    // A thread that dies (out of memory, a crash) fails its check only; the next check gets a new one.
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread)
      if (index < 0) return
      this.threads.splice(index, 1)
      thread.running?.reject(error)
      thread.running = undefined
      this.dispatch()
    }
    worker.on("error", lost)
    worker.on("exit", (code) => lost(new Error(`password hashing thread stopped (exit code ${code})`)))
    this.threads.push(thread)
    return thread
  }

  /** Stop the threads (tests); checks still waiting are refused. */
  async close(): Promise<void> {
    for (const waiting of this.waiting.splice(0)) waiting.reject(new Error("password hashing closed"))
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()))
  }
}

let shared: ScryptPool | undefined
/** The process's pool, made at the first check with the settings of the environment. */
export const scryptPool = (): ScryptPool => (shared ??= new ScryptPool(hashingSettings(process.env)))

/**
 * Code the first screen does not need (sync engine, footer, toasts, update prompt, sync indicator) is
 * loaded one piece at a time, most urgent first, each in a task of its own. Started together, their
 * modules would be evaluated and rendered in one long task (react-aria, Effect and the sync client
 * together), blocking input right after the first paint.
 */
import { nextTask } from "./next-task.ts"

/** Lower loads first. The sync engine brings the content; the footer completes the page. */
export const loadPriority = {
  /** The local database the screens read (db/database-later.ts): the page's content, live. */
  database: -1,
  /** Effect and the shared schemas, each evaluated in a task of its own before the engine needs them. */
  effect: 0,
  schemas: 1,
  syncEngine: 2,
  footer: 3,
  syncIndicator: 4,
  toasts: 5,
  updatePrompt: 6,
} as const

interface Waiting {
  readonly priority: number
  readonly order: number
  readonly load: () => Promise<void>
}

const waiting: Waiting[] = []
let draining = false
let counter = 0

let releaseLoads: () => void = () => {}
/** Nothing loads in turn before the app renders its first page (app/start/start-app.tsx): the page's own code first. */
const appRendering = new Promise<void>((resolve) => (releaseLoads = resolve))

/** The app renders its first page now: what waits for its turn may load. */
export const startLoadingInTurn = (): void => releaseLoads()

const drain = async () => {
  draining = true
  await appRendering
  while (waiting.length > 0) {
    // A new task first: whatever else the same render asks for is queued by then, so the most urgent
    // goes first, and the previous piece's rendering is not in this piece's task.
    await nextTask()
    waiting.sort((a, b) => a.priority - b.priority || a.order - b.order)
    const next = waiting.shift()
    if (next !== undefined) await next.load()
  }
  draining = false
}

/** Runs `load` (a dynamic import) when its turn comes; resolves or rejects with its result. */
export const loadInTurn = <T>(load: () => Promise<T>, priority: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    waiting.push({ priority, order: counter++, load: () => load().then(resolve, reject) })
    if (!draining) void drain()
  })

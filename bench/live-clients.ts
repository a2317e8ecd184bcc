/**
 * The clients of `npm run bench:live`, in a process of their own (forked by bench/live.ts): 200
 * streams and their pulls parsed in the bench's own event loop would slow its writers, and the
 * write throughput measured would be the bench's, not the server's.
 *
 * Each client is what a browser tab does with the change stream: it holds GET /api/sync/stream and,
 * when the stream announces a position past its cursor, pulls GET /api/sync from its cursor (one pull
 * at a time, pages of the app's size: app/sync/pull.ts asks for `syncPageMax`). Times are absolute (performance.timeOrigin + now) so the parent can compare them with
 * its own.
 *
 * Messages from the parent: open (the clients' addresses and headers), waitFor (until every connected
 * client pulled a seq, or a limit: the times each pulled it), pulling (on or off), cpu (the CPU time
 * used so far), close. Each gets one answer.
 */
import { syncPageMax } from "../schema/sync.ts"

export interface ClientSpec {
  readonly url: string
  readonly headers: Record<string, string>
}

export type Ask =
  | { readonly type: "open"; readonly clients: ReadonlyArray<ClientSpec> }
  | { readonly type: "waitFor"; readonly seq: number; readonly limitMs: number }
  | { readonly type: "close" }
  /** Whether announcements make the clients pull (off: the streams are held and told, nothing more). */
  | { readonly type: "pulling"; readonly on: boolean }
  /** The CPU time this process has used so far, and the pulls its clients have made. */
  | { readonly type: "cpu" }

export type Answer =
  | { readonly type: "opened"; readonly connected: number; readonly refused: number }
  /** When each connected client pulled the seq (absolute ms), null for one that had not by the limit. */
  | { readonly type: "reached"; readonly times: ReadonlyArray<number | null> }
  | { readonly type: "closed" }
  | { readonly type: "pullingSet" }
  | { readonly type: "cpuUsed"; readonly ms: number; readonly pulls: number; readonly heard: number }

const clock = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let pullingOn = true
/** GET /api/sync requests made by every client so far, and announcements heard. */
let pullsMade = 0
let heard = 0

class Client {
  cursor = 0
  connected = false
  /**
   * Each pull's end: the cursor it reached and when, in order. A seq came with the first pull that
   * reached it (kept as ranges: one entry per pull, not one per seq, or the clients' own bookkeeping
   * would take the CPU this machine's server needs).
   */
  private readonly pulls: Array<{ readonly to: number; readonly at: number }> = []
  private readonly abort = new AbortController()
  private wanted = 0
  private pulling = false

  constructor(private readonly spec: ClientSpec) {}

  /** When this client's pulls first brought `seq` (undefined: not yet). */
  pulledAt(seq: number): number | undefined {
    let found: number | undefined
    for (let at = this.pulls.length - 1; at >= 0 && (this.pulls[at]?.to ?? 0) >= seq; at -= 1)
      found = this.pulls[at]?.at
    return found
  }

  async open(): Promise<void> {
    const response = await fetch(`${this.spec.url}/api/sync/stream`, {
      headers: this.spec.headers,
      signal: this.abort.signal,
    })
    if (response.status !== 200 || response.body === null) throw new Error(`stream: ${response.status}`)
    this.connected = true
    void this.read(response.body.getReader())
  }

  close(): void {
    this.abort.abort()
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder()
    let buffer = ""
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf("\n\n")
        while (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = /^data: (\{"seq":(\d+)\})$/m.exec(block)
          if (data !== null && !block.includes("event: ")) this.announced(Number(data[2]))
          end = buffer.indexOf("\n\n")
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
    this.connected = false
  }

  private announced(seq: number): void {
    heard += 1
    this.wanted = Math.max(this.wanted, seq)
    if (!this.pulling && pullingOn) void this.pullUpTo()
  }

  private async pullUpTo(): Promise<void> {
    this.pulling = true
    try {
      while (this.cursor < this.wanted) {
        pullsMade += 1
        const page = (await (
          await fetch(`${this.spec.url}/api/sync?since=${this.cursor}&limit=${syncPageMax}`, {
            headers: this.spec.headers,
          })
        ).json()) as { cursor: number; more: boolean }
        if (page.cursor > this.cursor) this.pulls.push({ to: page.cursor, at: clock() })
        if (page.cursor === this.cursor) break
        this.cursor = page.cursor
      }
    } finally {
      this.pulling = false
    }
  }
}

let clients: Client[] = []

const answer = async (ask: Ask): Promise<Answer> => {
  if (ask.type === "open") {
    clients = ask.clients.map((spec) => new Client(spec))
    const opening = await Promise.allSettled(clients.map((client) => client.open()))
    return {
      type: "opened",
      connected: clients.filter((client) => client.connected).length,
      refused: opening.filter((result) => result.status === "rejected").length,
    }
  }
  if (ask.type === "waitFor") {
    const live = clients.filter((client) => client.connected)
    const deadline = Date.now() + ask.limitMs
    while (live.some((client) => client.cursor < ask.seq) && Date.now() < deadline) await sleep(5)
    return {
      type: "reached",
      times: live.map((client) => client.pulledAt(ask.seq) ?? (client.cursor >= ask.seq ? 0 : null)),
    }
  }
  if (ask.type === "pulling") {
    pullingOn = ask.on
    return { type: "pullingSet" }
  }
  if (ask.type === "cpu") {
    const used = process.cpuUsage()
    return { type: "cpuUsed", ms: (used.user + used.system) / 1000, pulls: pullsMade, heard }
  }
  for (const client of clients) client.close()
  clients = []
  return { type: "closed" }
}

process.on("message", (ask: Ask) => {
  void answer(ask).then((reply) => process.send?.(reply))
})

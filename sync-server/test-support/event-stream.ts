/**
 * A change stream read as a browser's EventSource would (routes/sync-stream.ts): the events parsed as
 * they arrive, with a wait for the next one that matches.
 */
export interface StreamEvent {
  readonly event: string
  readonly id: string | undefined
  readonly data: string
}

export interface OpenStream {
  readonly status: number
  readonly headers: Headers
  /** Every event so far, in order. */
  readonly events: StreamEvent[]
  /** The comment lines (heartbeats) seen so far. */
  readonly comments: () => number
  /** The first event (from `from` on) that matches, waiting up to `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number, from?: number): Promise<StreamEvent>
  /** Resolves when the stream ends. */
  readonly ended: Promise<void>
  /** True when the server ended the stream (its last chunk came), false when it was cut or aborted. */
  readonly endedCleanly: Promise<boolean>
  close(): void
}

const parseBlock = (block: string): StreamEvent | "comment" | undefined => {
  let event = "message"
  let id: string | undefined
  const data: string[] = []
  let comment = false
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) comment = true
    else if (line.startsWith("event: ")) event = line.slice(7)
    else if (line.startsWith("id: ")) id = line.slice(4)
    else if (line.startsWith("data: ")) data.push(line.slice(6))
  }
  if (data.length > 0) return { event, id, data: data.join("\n") }
  return comment ? "comment" : undefined
}

export const openStream = async (url: string, headers: Record<string, string> = {}): Promise<OpenStream> => {
  const abort = new AbortController()
  const response = await fetch(url, { headers, signal: abort.signal })
  const events: StreamEvent[] = []
  let comments = 0
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const waiter of [...waiters]) waiter()
  }
  let done = false
  const endedCleanly = (async () => {
    if (response.body === null) return true
    const decoder = new TextDecoder()
    let buffer = ""
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let cut = buffer.indexOf("\n\n")
        while (cut >= 0) {
          const parsed = parseBlock(buffer.slice(0, cut))
          buffer = buffer.slice(cut + 2)
          if (parsed === "comment") comments += 1
          else if (parsed !== undefined) events.push(parsed)
          cut = buffer.indexOf("\n\n")
        }
        wake()
      }
      return true
    } catch {
      // Aborted by close(), or cut by the server.
      return false
    } finally {
      done = true
      wake()
    }
  })()
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments: () => comments,
    ended: endedCleanly.then(() => undefined),
    endedCleanly,
    next: (match, timeoutMs = 5_000, from = 0) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(from).find(match)
          if (found !== undefined) {
            cleanup()
            resolve(found)
          } else if (done) {
            cleanup()
            reject(new Error(`the stream ended without the event; got ${JSON.stringify(events)}`))
          }
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(look)
        }
        waiters.add(look)
        look()
      }),
    close: () => abort.abort(),
  }
}

/** An event announcing a position (the stream's `message` events; `session` and `account` are not). */
export const isSeq = (event: StreamEvent): boolean => event.event === "message"

/** The position an event announces. */
export const seqOf = (event: StreamEvent): number => (JSON.parse(event.data) as { seq: number }).seq

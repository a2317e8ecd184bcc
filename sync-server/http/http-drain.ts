/**
 * Graceful stop of an HTTP server: no new connections, requests in flight finish (their answers say
 * `Connection: close`), idle keep-alive connections are closed at once, and whatever still runs when
 * the bound is reached is cut.
 */
import type { Server, ServerResponse } from "node:http"
import type { Socket } from "node:net"

export interface DrainReport {
  /** Requests that were being answered when the stop began. */
  readonly inFlight: number
  /** Connections still open at the bound, closed without waiting further. */
  readonly cut: number
  readonly ms: number
}

export interface HttpDrain {
  /** Stop accepting, let requests finish for at most `timeoutMs`, then cut the rest. */
  stop(timeoutMs: number): Promise<DrainReport>
}

/** Without this a finished answer keeps its connection alive, and the stop waits for the client. */
const closeAfterAnswer = (res: ServerResponse): void => {
  if (!res.headersSent) res.setHeader("Connection", "close")
}

/** Start tracking a server's requests and connections (call before it listens). */
export const trackForDrain = (server: Server): HttpDrain => {
  const answering = new Set<ServerResponse>()
  const sockets = new Set<Socket>()
  let stopping = false

  server.on("connection", (socket: Socket) => {
    sockets.add(socket)
    socket.once("close", () => sockets.delete(socket))
  })
  // First among the request listeners, so even an answer sent at once carries the header.
  server.prependListener("request", (_req, res: ServerResponse) => {
    answering.add(res)
    if (stopping) closeAfterAnswer(res)
    res.once("close", () => {
      answering.delete(res)
      // An answer that went out before the stop (a stream) leaves its connection idle: close it.
      if (stopping) setImmediate(() => server.closeIdleConnections())
    })
  })

  return {
    stop: (timeoutMs) =>
      new Promise<DrainReport>((resolve) => {
        const started = Date.now()
        stopping = true
        const inFlight = answering.size
        for (const res of answering) closeAfterAnswer(res)
        let cut = 0
        const bound = setTimeout(() => {
          cut = sockets.size
          server.closeAllConnections()
          // Sockets that are not HTTP connections yet (no request parsed) are not in Node's list.
          for (const socket of sockets) socket.destroy()
        }, timeoutMs)
        server.close(() => {
          clearTimeout(bound)
          resolve({ inFlight, cut, ms: Date.now() - started })
        })
        server.closeIdleConnections()
      }),
  }
}

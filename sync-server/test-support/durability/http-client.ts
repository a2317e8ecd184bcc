/**
 * A small HTTP client with a connection pool of its own: each server process of a crash run gets a
 * new one, so no request goes out on a kept-alive socket of a process that was killed.
 */
import { Agent, type IncomingHttpHeaders, request } from "node:http"

export interface HttpAnswer {
  readonly status: number
  readonly text: string
  readonly headers: IncomingHttpHeaders
}

export interface HttpCall {
  readonly method: string
  readonly path: string
  readonly headers?: Record<string, string>
  /** Sent as JSON. */
  readonly body?: unknown
}

export interface HttpClient {
  readonly url: string
  send(call: HttpCall): Promise<HttpAnswer>
  close(): void
}

const ignoreReset = (): void => {}

export const httpClient = (url: string): HttpClient => {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 })
  const base = new URL(url)
  return {
    url,
    send: (call) =>
      new Promise<HttpAnswer>((resolve, reject) => {
        const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body))
        const headers: Record<string, string> = {
          // The site's own origin, as a browser sends it with every write (the CSRF check wants it).
          Origin: base.origin,
          "Accept-Language": "en",
          ...call.headers,
        }
        if (body !== undefined) {
          headers["Content-Type"] = "application/json"
          headers["Content-Length"] = String(body.length)
        }
        const req = request(
          { agent, host: base.hostname, port: base.port, method: call.method, path: call.path, headers },
          (res) => {
            const chunks: Buffer[] = []
            res.on("data", (chunk: Buffer) => chunks.push(chunk))
            res.on("error", reject)
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                text: Buffer.concat(chunks).toString("utf8"),
                headers: res.headers,
              }),
            )
          },
        )
        req.on("error", reject)
        // A server killed mid-cycle resets its connections: a reset that reaches a kept-alive socket
        // between its answer and its return to the pool has no request to go to, and without a
        // listener it would end the run (an uncaught ECONNRESET). The pool drops that socket anyway.
        req.on("socket", (socket) => {
          if (!socket.listeners("error").includes(ignoreReset)) socket.on("error", ignoreReset)
        })
        req.end(body)
      }),
    close: () => agent.destroy(),
  }
}

/** Captcha, then login, through the real calls: the admin session's Cookie header. */
export const logIn = async (
  client: HttpClient,
  credentials: { username: string; password: string; captcha: string },
): Promise<string> => {
  const cookieOf = (headers: IncomingHttpHeaders) =>
    (headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ")
  const captcha = await client.send({ method: "GET", path: `/api/captcha?t=${Date.now()}` })
  const login = await client.send({
    method: "POST",
    path: "/api/login",
    headers: { Cookie: cookieOf(captcha.headers) },
    body: credentials,
  })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`)
  return cookieOf(login.headers)
}

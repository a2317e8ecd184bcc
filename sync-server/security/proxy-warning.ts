/**
 * TRUST_PROXY makes the server believe X-Forwarded-For from its proxy: the client's address is then
 * the one the login and submission limits count. That holds only while clients cannot reach the
 * server except through the proxy. A client that can, may send its own X-Forwarded-For, a new address
 * each time, and escape every per-address limit (docs/deployment.md, "Only the proxy reaches the
 * server"). A proxy always adds the header; a request without one, from an address whose header would
 * have been believed, came straight from a client: the server says so once in its log.
 */
import type { IncomingMessage } from "node:http"
import type { TrustProxy } from "./headers.ts"

/**
 * Paths that an orchestrator or the proxy itself calls without the header (health checks): never a
 * sign that clients get through.
 */
const probePaths = new Set(["/api/health"])

export const directClientWarning =
  "TRUST_PROXY is set, but a request reached this server without X-Forwarded-For, so not through " +
  "the proxy: clients can reach the server directly, and one that sends its own X-Forwarded-For picks " +
  "the address the per-address limits count. Let only the proxy reach the server's port " +
  "(docs/deployment.md, Only the proxy reaches the server)."

/** Once per process: whether this request came around the proxy, and if so say it in the log. */
export const watchForDirectClients = (
  trust: TrustProxy,
  warn: (message: string) => void = (message) => console.warn(message),
): ((req: IncomingMessage) => void) => {
  let warned = false
  return (req) => {
    if (warned || req.headers["x-forwarded-for"] !== undefined) return
    // An address the setting does not trust is answered by its own address: no limit to escape.
    if (!trust(req.socket.remoteAddress, 0)) return
    if (probePaths.has((req.url ?? "").split("?")[0] ?? "")) return
    warned = true
    warn(
      `${directClientWarning} (from ${req.socket.remoteAddress ?? "an unknown address"}, ${req.method} ${req.url})`,
    )
  }
}

/**
 * A simulated device for engine tests: its own IndexedDB (fake-indexeddb), a cookie jar, and a
 * network switch that can drop requests before they reach the server or lose the answer after the
 * server committed (the "server restarted between commit and response" case).
 */
import type { SyncFields } from "../../../schema/detail-fields.ts"
import { SiteDatabase } from "../../db/database.ts"
import { type SyncClient, createSyncClient } from "../client.ts"
import type { PushHooks } from "../push.ts"
import type { SyncStatus } from "../status-store.ts"
import type { Transport } from "../transport.ts"
import { admin } from "./real-server.ts"

export interface Network {
  online: boolean
  /** Lose the answer of the next N writes (the server applied them; the device sees a network error). */
  loseAnswers: number
  /** Send the next N writes twice (the first answer is thrown away). */
  duplicate: number
  /** Write requests that reached the server (a batched push counts once). */
  writes: number
  /** Answer the next writes with these statuses (a proxy's 503...) without reaching the server. */
  refuse: number[]
  /** Every write request sent, as "METHOD /path" (query left out), in order. */
  sent: string[]
}

export interface TestDevice {
  readonly client: SyncClient
  readonly db: SiteDatabase
  readonly network: Network
  readonly cookies: Map<string, string>
  /** Log in (cookie only; the caller tells the engine: onLogin or resumeAfterLogin). */
  login(): Promise<void>
  /** Log in and tell the engine (onLogin). */
  signIn(): Promise<void>
  /** Log out on the server, then tell the engine (onLogout). */
  signOut(): Promise<void>
  /** GET a JSON API path with this device's session, bypassing the network switch. */
  get(path: string): Promise<unknown>
  status(): SyncStatus
  forgetSession(): void
  close(): Promise<void>
}

let counter = 0

export const createTestDevice = (
  baseUrl: string,
  hooks: PushHooks = {},
  clock: { now?: () => number } = {},
  /** The rows' shape the device pulls until it chooses (the app's devices: "cards"; default "full"). */
  fields?: SyncFields,
): TestDevice => {
  const cookies = new Map<string, string>()
  const network: Network = {
    online: true,
    loseAnswers: 0,
    duplicate: 0,
    writes: 0,
    refuse: [],
    sent: [],
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ")
  const keepCookies = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";")
      const at = pair?.indexOf("=") ?? -1
      if (pair !== undefined && at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
  const rawFetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers)
    if (cookies.size > 0) headers.set("Cookie", cookieHeader())
    const response = await fetch(input, { ...init, headers })
    keepCookies(response)
    return response
  }
  const login = async () => {
    await (await rawFetch(`${baseUrl}/api/captcha?t=${Date.now()}`)).text()
    const response = await rawFetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(admin),
    })
    if (!response.ok) throw new Error(`login failed: ${response.status}`)
  }
  const deviceFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (!network.online) throw new TypeError("fetch failed (offline)")
    const url = String(input)
    const isWrite = (init.method ?? "GET") !== "GET"
    if (isWrite) network.sent.push(`${init.method ?? "GET"} ${new URL(url).pathname}`)
    const refused = isWrite ? network.refuse.shift() : undefined
    if (refused !== undefined)
      return new Response(JSON.stringify({ message: "refused by the test", code: "TEST" }), {
        status: refused,
      })
    if (isWrite && network.duplicate > 0) {
      network.duplicate -= 1
      await (await rawFetch(url, init)).text()
    }
    const response = await rawFetch(url, init)
    if (isWrite) network.writes += 1
    if (isWrite && network.loseAnswers > 0) {
      network.loseAnswers -= 1
      await response.text()
      throw new TypeError("fetch failed (answer lost)")
    }
    return response
  }
  const transport: Transport = { baseUrl, fetch: deviceFetch as typeof fetch, language: () => "zh-CN" }
  counter += 1
  const db = new SiteDatabase(`test-device-${counter}-${Math.random().toString(36).slice(2)}`)
  const client = createSyncClient({ db, transport, hooks, autoPush: false, now: clock.now, fields })
  return {
    client,
    db,
    network,
    cookies,
    login,
    signIn: async () => {
      await login()
      await client.onLogin()
    },
    signOut: async () => {
      await (await rawFetch(`${baseUrl}/api/logout`, { method: "POST" })).text()
      await client.onLogout()
    },
    get: async (path: string) => {
      const response = await rawFetch(`${baseUrl}${path}`)
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
      return response.json()
    },
    forgetSession: () => cookies.clear(),
    status: () => client.status,
    close: async () => {
      db.close()
      await db.delete()
    },
  }
}

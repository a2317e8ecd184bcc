/**
 * How the engine reaches the server: the base URL and the fetch to use are injected, because tests run
 * in Node (no browser origin, cookies kept by hand) while the app uses same-origin fetch with cookies.
 */
import type { Language } from "../../schema/messages.ts"

export interface Transport {
  /** "" in the browser (same origin); "http://127.0.0.1:PORT" in tests. */
  readonly baseUrl: string
  readonly fetch: typeof fetch
  /** The language the server should write its messages in (Accept-Language). */
  readonly language: () => Language
}

/** The person's chosen language, saved under the key "language" (spec section 1). */
export const storedLanguage = (): Language => {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem("language") === "en" ? "en" : "zh-CN"
  } catch {
    return "zh-CN"
  }
}

export const browserTransport = (): Transport => ({
  baseUrl: "",
  fetch: (input, init) => fetch(input, { credentials: "include", ...init }),
  language: storedLanguage,
})

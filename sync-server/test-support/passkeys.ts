/** Passkey ceremonies through the real calls, with the software authenticator (soft-authenticator.ts). */
import { type Json, apiClient } from "./client.ts"
import { cookieOf } from "./accounts.ts"
import { type Bend, SoftAuthenticator } from "./soft-authenticator.ts"

/** An authenticator for the test server at `url` (its origin is the one the browser would send). */
export const authenticatorFor = (url: string): SoftAuthenticator => new SoftAuthenticator(new URL(url).origin)

/** POST /api/account/passkeys/options then /api/account/passkeys; the second answer. */
export const registerPasskey = async (
  url: string,
  cookie: string,
  authenticator: SoftAuthenticator,
  name?: string,
  bend: Bend = {},
) => {
  const api = apiClient(url)
  const options = await api.post("/api/account/passkeys/options", { cookie })
  if (options.status !== 200) throw new Error(`options: ${options.status} ${JSON.stringify(options.body)}`)
  const response = authenticator.register(options.body, bend)
  return api.post("/api/account/passkeys", {
    cookie,
    body: name === undefined ? { response } : { response, name },
  })
}

/** A signed-out browser's passkey options: the answer and the session cookie its challenge is bound to. */
export const signInOptions = async (url: string, cookie?: string) => {
  const answer = await apiClient(url).post("/api/login/passkey/options", { cookie, body: {} })
  return { ...answer, cookie: cookieOf(answer.headers) || cookie || "" }
}

/** The whole username-less sign-in; the login's answer with the new session's cookie. */
export const passkeySignIn = async (url: string, authenticator: SoftAuthenticator, bend: Bend = {}) => {
  const options = await signInOptions(url)
  if (options.status !== 200) return { ...options, cookie: "" }
  const response = authenticator.assert(options.body as Json, bend)
  const answer = await apiClient(url).post("/api/login/passkey", {
    cookie: options.cookie,
    body: { response },
  })
  return { ...answer, cookie: cookieOf(answer.headers) }
}

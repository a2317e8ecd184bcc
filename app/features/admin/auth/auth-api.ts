/**
 * The auth calls of spec section 7. These (and only these) talk to the server directly: a session
 * is not content, so it does not go through the outbox.
 */
export interface AdminUser {
  readonly id: number
  readonly username: string
}

export interface LoginInput {
  readonly username: string
  readonly password: string
  readonly captcha: string
}

/** Non-ok answers become an error carrying the server's message (spec section 8). */
export class AuthCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const send = async (path: string, language: string, init: RequestInit = {}): Promise<Response> =>
  fetch(path, {
    credentials: "include",
    ...init,
    headers: { "Accept-Language": language, "Content-Type": "application/json", ...init.headers },
  })

const errorFrom = async (response: Response): Promise<AuthCallError> => {
  const text = await response.text().catch(() => "")
  let message = text || response.statusText
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string")
      message = body.message
  } catch {
    // Not JSON: keep the raw text.
  }
  return new AuthCallError(response.status, message)
}

/** The current user, or null when the session is missing (401). */
export const fetchCurrentUser = async (language: string): Promise<AdminUser | null> => {
  const response = await send("/api/user", language)
  if (response.status === 401) return null
  if (!response.ok) throw await errorFrom(response)
  return (await response.json()) as AdminUser
}

export const loginCall = async (input: LoginInput, language: string): Promise<AdminUser> => {
  const response = await send("/api/login", language, { method: "POST", body: JSON.stringify(input) })
  if (!response.ok) throw await errorFrom(response)
  return (await response.json()) as AdminUser
}

export const logoutCall = async (language: string): Promise<void> => {
  const response = await send("/api/logout", language, { method: "POST", body: "{}" })
  if (!response.ok) throw await errorFrom(response)
}

/** A new timestamp makes the browser fetch a new captcha image. */
export const captchaUrl = (): string => `/api/captcha?t=${Date.now()}`

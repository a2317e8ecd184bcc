/**
 * The back office's calls as the benches make them (a bench edits content before it measures, so
 * its figures are those of a live site, not of the build's demo): log in with the captcha text the
 * bench's server was started with, then create and edit records through the real API.
 */
const cookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ")

export interface AdminSession {
  readonly base: string
  readonly cookie: string
}

export const login = async (base: string, password: string, captcha: string): Promise<AdminSession> => {
  const preLogin = cookieOf(await fetch(`${base}/api/captcha?t=${Date.now()}`))
  const answer = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: preLogin, Origin: base },
    body: JSON.stringify({ username: "admin", password, captcha }),
  })
  if (!answer.ok) throw new Error(`bench login: ${answer.status} ${await answer.text()}`)
  return { base, cookie: cookieOf(answer) }
}

const send = async (session: AdminSession, method: string, path: string, body: unknown, version?: number) => {
  const answer = await fetch(`${session.base}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Cookie: session.cookie,
      Origin: session.base,
      ...(version === undefined ? {} : { "If-Match": String(version) }),
    },
    body: JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`bench ${method} ${path}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as Record<string, unknown>
}

/** PATCH a record (`/api/employees/3`, `/api/settings`) at its current version. */
export const editRecord = async (session: AdminSession, path: string, changes: Record<string, unknown>) => {
  const current = (await (
    await fetch(`${session.base}${path}`, { headers: { Cookie: session.cookie } })
  ).json()) as {
    version: number
  }
  return send(session, "PATCH", path, changes, current.version)
}

export const createRecord = (session: AdminSession, path: string, body: Record<string, unknown>) =>
  send(session, "POST", path, body)

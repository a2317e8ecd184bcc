/** The usual start of an API test file: a fresh server and the demo admin logged in. */
import { afterAll, beforeAll } from "vitest"
import { apiClient } from "./client.ts"
import { type TestServer, loginAs, startTestServer } from "./test-server.ts"

export interface AdminSession {
  readonly server: TestServer
  readonly api: ReturnType<typeof apiClient>
  /** The admin's Cookie header. */
  readonly cookie: string
}

export const startAdminSession = async (): Promise<AdminSession> => {
  const server = await startTestServer()
  const cookie = await loginAs(server.url, { username: "admin", password: "admin-password", captcha: "TEST" })
  return { server, api: apiClient(server.url), cookie }
}

/**
 * For a test file: start the server with the admin logged in before its tests and stop it after.
 * Read `api` and `cookie` inside tests (they exist once the file's beforeAll ran).
 */
export const adminSessionPerFile = (): AdminSession => {
  let session: AdminSession | undefined
  const current = (): AdminSession => {
    if (session === undefined) throw new Error("the admin session starts in beforeAll")
    return session
  }
  beforeAll(async () => {
    session = await startAdminSession()
  })
  afterAll(() => session?.server.stop())
  return {
    get server() {
      return current().server
    },
    get api() {
      return current().api
    },
    get cookie() {
      return current().cookie
    },
  }
}

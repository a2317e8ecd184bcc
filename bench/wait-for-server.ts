/** What the benches need to start a server of their own: a free port, and a wait until it answers. */
import { createServer } from "node:net"

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/** Polls `url` every 100 ms until it answers 2xx, at most `attempts` times. */
export const waitFor = async (url: string, attempts = 200): Promise<void> => {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

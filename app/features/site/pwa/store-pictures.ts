/**
 * Puts picture files into a cache while counting the bytes that come over the network, for "keep
 * this site offline"'s progress bar: first every file's size (a HEAD request each), so the bar knows
 * its end, then the files themselves, counted as they stream in.
 */

/** The part of the Cache API used here (the browser's `Cache`; a test may give its own). */
export interface PictureCache {
  match(url: string): Promise<Response | undefined>
  put(url: string, response: Response): Promise<void>
}

export interface ByteProgress {
  /** Bytes of pictures downloaded so far. */
  readonly doneBytes: number
  /** The bytes to download; undefined when a file did not say its size (then only `doneBytes` is known). */
  readonly totalBytes: number | undefined
}

export interface StoreOptions {
  readonly fetcher?: typeof fetch
  /** `no-cors` in the browser, so an outside picture is kept as an opaque answer. */
  readonly mode?: RequestMode
  /** Files fetched at once: fast on a good connection without flooding a slow one. */
  readonly parallel?: number
}

/**
 * A file's size on the network: the Content-Length of a HEAD answer. A compressed answer (an SVG sent
 * with brotli) says its compressed length, while reading its body gives the larger decoded bytes: such
 * a file counts its announced length once it is stored. A file the server says is not there (404...)
 * is `gone`: not fetched, not in the total.
 */
interface Planned {
  readonly url: string
  readonly bytes: number | undefined
  readonly encoded: boolean
  readonly gone: boolean
}

const measure = async (url: string, fetcher: typeof fetch, mode: RequestMode): Promise<Planned> => {
  try {
    const head = await fetcher(url, { method: "HEAD", mode })
    // An outside picture's answer is opaque: no status, no headers; its size is unknown.
    const gone = head.type !== "opaque" && !head.ok
    const length = head.headers.get("content-length")
    const bytes = gone ? 0 : length !== null && /^\d+$/.test(length) ? Number(length) : undefined
    return { url, bytes, encoded: (head.headers.get("content-encoding") ?? "identity") !== "identity", gone }
  } catch {
    return { url, bytes: undefined, encoded: false, gone: false }
  }
}

const eachInParallel = async <T>(
  items: ReadonlyArray<T>,
  parallel: number,
  run: (item: T) => Promise<void>,
) => {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker))
}

/**
 * Stores every file the cache does not hold yet; reports bytes as they arrive. A file that cannot be
 * fetched (offline meanwhile, gone on the server) is left out of the total and counted as missing.
 */
export const storePictures = async (
  cache: PictureCache,
  urls: ReadonlyArray<string>,
  onProgress: (progress: ByteProgress) => void,
  { fetcher = fetch, mode = "no-cors", parallel = 4 }: StoreOptions = {},
): Promise<{ stored: number; missing: number }> => {
  const wanted: string[] = []
  for (const url of urls) if ((await cache.match(url)) === undefined) wanted.push(url)
  const plan: Planned[] = []
  await eachInParallel(wanted, parallel, async (url) => void plan.push(await measure(url, fetcher, mode)))
  let total = plan.every((file) => file.bytes !== undefined)
    ? plan.reduce((sum, file) => sum + (file.bytes ?? 0), 0)
    : undefined
  let done = 0
  const report = () => onProgress({ doneBytes: done, totalBytes: total })
  report()
  let stored = 0
  let missing = 0
  await eachInParallel(plan, parallel, async (file) => {
    if (file.gone) {
      missing += 1
      return
    }
    let counted = 0
    // Counted as they arrive when the body's bytes are the network's; a compressed file at its end.
    const countChunks = file.bytes === undefined || !file.encoded
    try {
      const response = await fetcher(file.url, { mode })
      if (!(response.ok || response.type === "opaque")) throw new Error(String(response.status))
      const reader = response.type === "opaque" ? undefined : response.clone().body?.getReader()
      const put = cache.put(file.url, response)
      // Awaited below; a failed read must not leave its rejection unhandled meanwhile.
      put.catch(() => undefined)
      for (
        let chunk = await reader?.read();
        chunk !== undefined && !chunk.done;
        chunk = await reader?.read()
      ) {
        if (!countChunks) continue
        counted += chunk.value.byteLength
        done += chunk.value.byteLength
        report()
      }
      await put
      // Land exactly on the announced size (a compressed file's, or the little a chunk count missed).
      if (file.bytes !== undefined && counted !== file.bytes) {
        done += file.bytes - counted
        report()
      }
      stored += 1
    } catch {
      done -= counted
      if (total !== undefined) total -= file.bytes ?? 0
      missing += 1
      report()
    }
  })
  return { stored, missing }
}

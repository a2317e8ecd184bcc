/**
 * `npm run bench:web`'s picture figure (issue 18): the bytes of pictures a reader downloads when
 * reading a page to its end, on a phone (390 px, 3x) and a desktop (1280 px, 1x), in the system
 * Chromium with a fresh profile each time. Lighthouse's own figure counts only the load, so pictures
 * below the fold (lazy) are missing there; this one scrolls to the bottom and waits for them.
 */
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../scripts/system-chromium.ts"

export interface PictureFigures {
  readonly path: string
  readonly device: string
  /** Bytes of image responses' bodies, as sent (after any content encoding). */
  readonly bytes: number
  readonly count: number
  /** The pictures' formats by file extension or content type, e.g. { avif: 12, svg: 3 }. */
  readonly formats: Record<string, number>
}

const devices = [
  { name: "phone 390@3x", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "desktop 1280@1x", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
] as const

const formatOf = (contentType: string): string => contentType.replace(/^image\//, "").replace(/\+xml$/, "")

export const pictureBytes = async (baseUrl: string, paths: readonly string[]): Promise<PictureFigures[]> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const figures: PictureFigures[] = []
  try {
    for (const path of paths)
      for (const device of devices) {
        const context = await browser.newContext({
          viewport: device.viewport,
          deviceScaleFactor: device.deviceScaleFactor,
          serviceWorkers: "block",
        })
        const page = await context.newPage()
        const pending: Array<Promise<{ bytes: number; format: string }>> = []
        page.on("response", (response) => {
          if (response.request().resourceType() !== "image") return
          const format = formatOf(response.headers()["content-type"] ?? "unknown")
          pending.push(
            response
              .request()
              .sizes()
              .then((sizes) => ({ bytes: sizes.responseBodySize, format })),
          )
        })
        await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" })
        // Read to the end, a screen at a time, so lazy pictures come in as they would for a reader.
        for (let step = 0; step < 40; step++) {
          const atEnd = await page.evaluate(() => {
            window.scrollBy(0, window.innerHeight)
            return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
          })
          await page.waitForTimeout(150)
          if (atEnd) break
        }
        await page.waitForLoadState("networkidle")
        const responses = await Promise.all(pending)
        const formats: Record<string, number> = {}
        for (const { format } of responses) formats[format] = (formats[format] ?? 0) + 1
        figures.push({
          path,
          device: device.name,
          bytes: responses.reduce((total, { bytes }) => total + bytes, 0),
          count: responses.length,
          formats,
        })
        await context.close()
      }
  } finally {
    await browser.close()
  }
  return figures
}

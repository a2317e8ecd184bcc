/** Which Blob a picture is shown from on this device: the file when small, a smaller copy when large. */
import { describe, expect, test } from "vitest"
import { type Shrink, previewBlobOf, previewMaxSide, previewMinBytes } from "./preview-copy.ts"

const fileOf = (bytes: number, type: string) => new Blob([new Uint8Array(bytes)], { type })

/** A stand-in for the browser's drawing: records what it was asked, answers `answer`. */
const shrinkAnswering = (answer: () => Promise<Blob | undefined>) => {
  const asked: Array<{ size: number; maxSide: number }> = []
  const shrink: Shrink = (blob, maxSide) => {
    asked.push({ size: blob.size, maxSide })
    return answer()
  }
  return { shrink, asked }
}

describe("previewBlobOf", () => {
  test("a file under 1 MB is shown as it is, never drawn again", async () => {
    const small = fileOf(previewMinBytes - 1, "image/png")
    const { shrink, asked } = shrinkAnswering(() => Promise.resolve(fileOf(10, "image/webp")))
    expect(await previewBlobOf(small, shrink)).toBe(small)
    expect(asked).toEqual([])
  })

  test("a large file is shown through its copy within 1280 px", async () => {
    const large = fileOf(previewMinBytes * 6, "image/jpeg")
    const copy = fileOf(200_000, "image/webp")
    const { shrink, asked } = shrinkAnswering(() => Promise.resolve(copy))
    expect(await previewBlobOf(large, shrink)).toBe(copy)
    expect(asked).toEqual([{ size: large.size, maxSide: previewMaxSide }])
    expect(previewMaxSide).toBe(1280)
  })

  test("a large GIF is shown as it is: a still copy would stop it moving", async () => {
    const gif = fileOf(previewMinBytes * 2, "image/gif")
    const { shrink, asked } = shrinkAnswering(() => Promise.resolve(fileOf(10, "image/webp")))
    expect(await previewBlobOf(gif, shrink)).toBe(gif)
    expect(asked).toEqual([])
  })

  test("the file itself when it already fits, cannot be drawn, or its copy is not smaller", async () => {
    const large = fileOf(previewMinBytes * 2, "image/png")
    for (const answer of [
      () => Promise.resolve(undefined),
      () => Promise.reject(new Error("The source image could not be decoded.")),
      () => Promise.resolve(fileOf(large.size + 1, "image/png")),
      () => Promise.resolve(fileOf(0, "image/webp")),
    ])
      expect(await previewBlobOf(large, shrinkAnswering(answer).shrink)).toBe(large)
  })
})

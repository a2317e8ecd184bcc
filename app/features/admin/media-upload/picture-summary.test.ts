import { expect, test } from "vitest"
import { altKnowledgeOf, altTextIn, librarySearchOf, mediaHashOf, thumbnailOf } from "./picture-summary.ts"

const hash = "0123456789abcdef0123456789abcdef"
const address = `/media/${hash}-1280.png#1280x800`
const texts = { alt: "首页横幅", altEn: "Home banner" }
const library = new Map([[hash, texts]])

test("an uploaded picture is drawn from its small variants, never from the stored address with its size", () => {
  expect(thumbnailOf(address)).toEqual({
    src: `/media/${hash}-1280.png`,
    srcset: {
      avif: `/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w`,
      webp: `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w`,
    },
    width: 1280,
    height: 800,
  })
  // A small picture has only its own width.
  expect(thumbnailOf(`/media/${hash}-200.jpg#200x100`)?.srcset?.webp).toBe(`/media/${hash}-200.webp 200w`)
})

test("a picture on this device (a data: URL), a demo file or an outside address is drawn as it is; nothing is drawn for nothing", () => {
  expect(thumbnailOf("data:image/png;base64,AAAA")).toEqual({ src: "data:image/png;base64,AAAA" })
  expect(thumbnailOf("/demo/fallback-employee.svg")).toEqual({ src: "/demo/fallback-employee.svg" })
  expect(thumbnailOf("https://example.com/a.jpg")).toEqual({ src: "https://example.com/a.jpg" })
  expect(thumbnailOf(undefined)).toBeUndefined()
  expect(thumbnailOf("  ")).toBeUndefined()
})

test("the alt text comes from the library for an uploaded picture, from this device for a local one", () => {
  expect(altKnowledgeOf(address, undefined, library)).toEqual({ kind: "known", texts })
  // Edited in the library since it was uploaded from this device: the library's texts.
  expect(altKnowledgeOf(address, { alt: "旧", altEn: "Old" }, library)).toEqual({ kind: "known", texts })
  // The library has not answered or cannot be read: this device's texts, else why none is shown.
  expect(altKnowledgeOf(address, { alt: "旧", altEn: "Old" }, "loading")).toEqual({
    kind: "known",
    texts: { alt: "旧", altEn: "Old" },
  })
  expect(altKnowledgeOf(address, undefined, "loading")).toEqual({ kind: "loading" })
  expect(altKnowledgeOf(address, undefined, "unavailable")).toEqual({ kind: "unavailable" })
  // Not in the library (deleted, or another server's address).
  expect(altKnowledgeOf(`/media/${"f".repeat(32)}-640.jpg#640x480`, undefined, library)).toEqual({
    kind: "none",
  })
  expect(altKnowledgeOf("local-media:5b3c", texts, "loading")).toEqual({ kind: "known", texts })
  expect(altKnowledgeOf("local-media:5b3c", undefined, "unavailable")).toEqual({ kind: "none" })
  expect(altKnowledgeOf("/demo/fallback-employee.svg", undefined, library)).toEqual({ kind: "none" })
})

test("the alt text shown is the content language's; a blank one is no text", () => {
  expect(altTextIn(texts, "zh-CN")).toBe("首页横幅")
  expect(altTextIn(texts, "en")).toBe("Home banner")
  expect(altTextIn({ alt: "图", altEn: "  " }, "en")).toBeUndefined()
})

test("the library is searched by the picture's hash; other addresses have none", () => {
  expect(mediaHashOf(address)).toBe(hash)
  expect(librarySearchOf(` ${address} `)).toBe(hash)
  expect(mediaHashOf("/demo/fallback-employee.svg")).toBeUndefined()
  expect(mediaHashOf(`https://example.com/media/${hash}-1280.png`)).toBeUndefined()
  expect(mediaHashOf("local-media:5b3c")).toBeUndefined()
})

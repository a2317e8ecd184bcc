import { expect, test } from "vitest"
import { formatBytes } from "./format-bytes.ts"

test("bytes are shown in the largest unit that keeps the number at least 1", () => {
  expect(formatBytes(512, "en")).toBe("512 byte")
  expect(formatBytes(1536, "en")).toBe("1.5 kB")
  expect(formatBytes(5 * 1024 * 1024, "en")).toBe("5 MB")
  expect(formatBytes(3.25 * 1024 ** 3, "en")).toBe("3.3 GB")
})

test("a negative or zero size reads as zero", () => {
  expect(formatBytes(-10, "en")).toBe("0 byte")
})

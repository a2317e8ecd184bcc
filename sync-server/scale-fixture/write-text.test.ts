/**
 * The fixture's English reads as English: every title of the bank, filled many times, has "an" (not
 * "a") before a word that starts with a vowel ("an IT operations agent"), and the same slots as its
 * Chinese twin (a number picked once appears in both).
 */
import { expect, test } from "vitest"
import { seededRandom } from "../../shared/seeded-random.ts"
import { titles } from "./phrase-bank.ts"
import { fill } from "./write-text.ts"

test("a title's English never writes 'a' before a vowel, and carries the Chinese's number", () => {
  const random = seededRandom(33)
  const filled = Array.from({ length: 20 }, () => titles.map((title) => fill(random, title))).flat()
  expect(filled.filter(({ en }) => /\ba [aeiouAEIOU]/i.test(en))).toEqual([])
  expect(filled.some(({ en }) => /\ban IT operations agent\b/.test(en))).toBe(true)
  for (const { zh, en } of filled) expect(en.match(/\d+/g) ?? []).toEqual(zh.match(/\d+/g) ?? [])
})

import { describe, expect, it } from "vitest"
import { normalizeQuery, normalizeText } from "./normalize.ts"
import { stem } from "./stem.ts"
import { queryUnits, termsOf, tokenize } from "./tokenize.ts"

const words = (text: string) =>
  tokenize(text)
    .filter((token) => token.kind === "word")
    .map((token) => token.term)

describe("tokenize", () => {
  it.each([
    [
      "English words, lower case, stemmed",
      "Invoices and Reconciling agents",
      ["w:invoic", "w:and", "w:reconcil", "w:agent"],
    ],
    [
      "punctuation dropped",
      "Hello, world! (test) — “quoted”; a/b",
      ["w:hello", "w:world", "w:test", "w:quot", "w:a", "w:b"],
    ],
    ["full-width letters and digits (NFKC)", "ＡＩ　ＧＰＴ４ｏ", ["w:ai", "w:gpt4o"]],
    ["full-width punctuation dropped", "发票。数字！", ["w:发票", "w:数字"]],
    ["Chinese words by Intl.Segmenter", "数字员工", ["w:数字", "w:员工"]],
    ["mixed: a script change splits (English words first)", "AI发票agent", ["w:ai", "w:agent", "w:发票"]],
    ["digits stay", "2024年 ROI 30%", ["w:2024", "w:roi", "w:30", "w:年"]],
    ["empty", "", []],
    ["punctuation only", "，。！？…——、", []],
  ])("%s", (_, text, expected) => {
    expect(words(text)).toEqual(expected)
  })

  it("indexes every CJK character and every pair of neighbours", () => {
    const tokens = tokenize("发票对账")
    expect(tokens.filter((token) => token.kind === "char").map((token) => token.term)).toEqual([
      "c:发",
      "c:票",
      "c:对",
      "c:账",
    ])
    expect(tokens.filter((token) => token.kind === "bigram").map((token) => token.term)).toEqual([
      "b:发票",
      "b:票对",
      "b:对账",
    ])
  })

  it("pairs never cross punctuation or English", () => {
    expect(termsOf("客服，发票").has("b:服发")).toBe(false)
    expect(termsOf("客服AI发票").has("b:服发")).toBe(false)
  })

  it("can leave the segmenter's CJK words out (long bodies)", () => {
    expect(termsOf("数字员工", { cjkWords: false }).has("w:数字")).toBe(false)
    expect(termsOf("数字员工", { cjkWords: false }).has("b:数字")).toBe(true)
  })

  it("gives a set of distinct terms", () => {
    expect([...termsOf("agent agents AGENT")]).toEqual(["w:agent"])
  })
})

describe("stem", () => {
  it.each([
    ["agents", "agent"],
    ["invoices", "invoic"],
    ["invoicing", "invoic"],
    ["invoiced", "invoic"],
    ["invoice", "invoic"],
    ["companies", "company"],
    ["boxes", "box"],
    ["running", "run"],
    ["analysis", "analysis"],
    ["class", "class"],
    ["ai", "ai"],
    ["bring", "bring"],
    ["gpt4", "gpt4"],
  ])("%s -> %s", (word, expected) => {
    expect(stem(word)).toBe(expected)
  })
})

describe("query units", () => {
  it.each([
    ["", []],
    ["   ", []],
    ["，。！", []],
    ["Invoicing", [{ kind: "latin", word: "invoicing", stem: "invoic" }]],
    ["数字员工", [{ kind: "cjk", run: "数字员工", words: ["数字", "员工"] }]],
    [
      "AI 发票",
      [
        { kind: "latin", word: "ai", stem: "ai" },
        { kind: "cjk", run: "发票", words: ["发票"] },
      ],
    ],
    ["ＡＩ ai", [{ kind: "latin", word: "ai", stem: "ai" }]],
  ])("%j", (query, expected) => {
    expect(queryUnits(query)).toEqual(expected)
  })
})

describe("normalize", () => {
  it("maps each normalised position back to the original text", () => {
    const source = "㈱ＡＢ"
    const { text, origin } = normalizeText(source)
    expect(text).toBe("(株)ab")
    expect(origin).toEqual([0, 0, 0, 1, 2, 3])
  })

  it("collapses and trims a query", () => {
    expect(normalizeQuery("  Ｆｏｏ　　Bar ")).toBe("foo bar")
  })
})

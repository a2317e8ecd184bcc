/**
 * English sentences start with a capital letter, in the app's dictionaries, the content fields' labels
 * beside them and the messages the schemas and the server give (issue 28: "please enter a valid email
 * address" stood beside "This field is required"). A text that starts with a placeholder or a symbol
 * is left alone.
 */
import { describe, expect, it } from "vitest"
import { messages } from "../../schema/messages.ts"
import { fieldTexts } from "./field-texts.ts"
import en from "./en/index.ts"

/** Every string of a nested dictionary, with its dotted key. */
const texts = (value: unknown, path = ""): Array<[string, string]> =>
  typeof value === "string"
    ? [[path, value]]
    : typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => texts(inner, path === "" ? key : `${path}.${key}`))
      : []

const startsLowercase = ([, text]: [string, string]) => /^[a-z]/.test(text)

describe("English texts start with a capital letter", () => {
  it("in the app's dictionaries", () => {
    const all = texts(en)
    expect(all.length).toBeGreaterThan(500)
    expect(all.filter(startsLowercase)).toEqual([])
  })

  it("in the content fields' labels (app/i18n/field-texts.ts)", () => {
    const english = Object.entries(fieldTexts).flatMap(([kind, labels]) =>
      Object.entries(labels as Record<string, { en: string }>).map(([key, text]): [string, string] => [
        `${kind}.${key}`,
        text.en,
      ]),
    )
    expect(english.filter(startsLowercase)).toEqual([])
  })

  it("in the schemas' and the server's messages", () => {
    const english = Object.entries(messages).map(([code, text]): [string, string] => [code, text.en])
    expect(english.filter(startsLowercase)).toEqual([])
  })
})

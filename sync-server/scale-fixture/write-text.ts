/**
 * Texts in both languages from the phrase bank (phrase-bank.ts): each template's slots are filled with
 * the same picks in Chinese and English, so the English is the Chinese's translation. Articles are
 * Markdown with headings, lists and links, sized by their English word count (600–1,500 words).
 */
import type { Random } from "../../shared/seeded-random.ts"
import * as bank from "./phrase-bank.ts"
import type { Pair } from "./phrase-bank.ts"

export interface Twin {
  readonly zh: string
  readonly en: string
}

const slots: Readonly<Record<string, ReadonlyArray<Pair>>> = {
  industry: bank.industries,
  agent: bank.agents,
  system: bank.systems,
  metric: bank.metrics,
  company: bank.companies,
}

/** English sentences and titles start with a capital, whatever the first slot holds. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** "a" before a slot's word that starts with a vowel is "an" ("an IT operations agent", "an ERP"). */
const withArticles = (text: string): string => text.replace(/\b([Aa]) (?=[aeiouAEIOU])/g, "$1n ")

/** One template filled: every slot picked once, the same pick in both languages. */
export const fill = (random: Random, [zh, en]: Pair): Twin => {
  const picks = new Map<string, Pair>()
  const number = String(random.between(2, 12))
  const pickOf = (slot: string): Pair => {
    const known = picks.get(slot)
    if (known !== undefined) return known
    const pick = random.pick(slots[slot] ?? [["", ""]])
    picks.set(slot, pick)
    return pick
  }
  const replace = (text: string, language: 0 | 1) =>
    text.replace(/\{(\w+)\}/g, (_, slot: string) => (slot === "n" ? number : pickOf(slot)[language]))
  return { zh: replace(zh, 0), en: capitalised(withArticles(replace(en, 1))) }
}

const join = (twins: ReadonlyArray<Twin>, zhSeparator: string, enSeparator: string): Twin => ({
  zh: twins.map((twin) => twin.zh).join(zhSeparator),
  en: twins.map((twin) => twin.en).join(enSeparator),
})

/** A few sentences of the bank, as one paragraph. */
export const paragraph = (random: Random, count: number): Twin =>
  join(
    random.sample(bank.sentences, count).map((sentence) => fill(random, sentence)),
    "",
    " ",
  )

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word !== "").length

const section = (random: Random, [zhHeading, enHeading]: Pair): Twin => {
  const parts: Twin[] = [{ zh: `## ${zhHeading}`, en: `## ${enHeading}` }]
  const paragraphs = random.between(2, 3)
  for (let index = 0; index < paragraphs; index += 1) {
    let text = paragraph(random, random.between(3, 5))
    if (random.below(3) === 0) {
      const [zhLink, enLink] = random.pick(bank.links)
      text = { zh: `${text.zh}更多内容见${zhLink}。`, en: `${text.en} See ${enLink} for more.` }
    }
    parts.push(text)
  }
  if (random.below(3) === 0) {
    const items = Array.from({ length: random.between(3, 5) }, () =>
      fill(random, random.pick(bank.listItems)),
    )
    const bullet = random.below(2) === 0 ? (index: number) => `${index + 1}. ` : () => "- "
    parts.push({
      zh: items.map((item, index) => `${bullet(index)}${item.zh}`).join("\n"),
      en: items.map((item, index) => `${bullet(index)}${item.en}`).join("\n"),
    })
  }
  return join(parts, "\n\n", "\n\n")
}

/** A post body: sections until the English reaches a length drawn between 600 and 1,500 words. */
export const article = (random: Random): Twin & { readonly words: number } => {
  const target = random.between(600, 1150)
  const sections: Twin[] = [paragraph(random, random.between(3, 4))]
  let words = wordCount(sections[0]?.en ?? "")
  // Each heading once in a post; the bank's twelve are more than the longest post needs.
  const headings = random.sample(bank.headings, bank.headings.length)
  for (const heading of headings) {
    if (words >= target) break
    const next = section(random, heading)
    sections.push(next)
    words += wordCount(next.en)
  }
  return { ...join(sections, "\n\n", "\n\n"), words }
}

/**
 * A small English stemmer (issue 32): plurals, -ing, -ed and a final e come off, so "invoices",
 * "invoicing" and "invoiced" all index as "invoic". The same stem is taken of the query, so what
 * matters is that related words meet, not that the stem is a word. Words of three letters or fewer,
 * and words with anything but a-z, are left as they are.
 */

const vowel = /[aeiouy]/

/** "running" -> "run": a doubled final consonant left by -ing/-ed is undoubled. */
const undouble = (word: string): string => {
  const last = word.at(-1) ?? ""
  if (word.length >= 3 && last === word.at(-2) && !vowel.test(last) && !"lsz".includes(last))
    return word.slice(0, -1)
  return word
}

const withoutPlural = (word: string): string => {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith("sses")) return word.slice(0, -2)
  if (word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word
  if (/(?:x|z|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith("s")) return word.slice(0, -1)
  return word
}

const withoutVerbEnding = (word: string): string => {
  for (const ending of ["ing", "ed"]) {
    if (!word.endsWith(ending)) continue
    const stem = word.slice(0, -ending.length)
    // "bring", "red", "shed": a stem needs a vowel and three letters.
    if (stem.length >= 3 && vowel.test(stem)) return undouble(stem)
  }
  return word
}

export const stem = (word: string): string => {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word
  let stemmed = withoutVerbEnding(withoutPlural(word))
  if (stemmed.endsWith("e") && stemmed.length > 4) stemmed = stemmed.slice(0, -1)
  return stemmed
}

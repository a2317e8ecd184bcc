/**
 * Pictures the content names that the site itself does not have: the server answers 404 or 410 for
 * them, so every page draws them broken online too, and no download can keep them. The readiness
 * check lists them apart ("not on the site", for whoever edits the content) instead of as missing
 * from the device, which would keep the check from ever being ready. Asked of the server for each
 * picture the cache lacks; remembered, so a check made offline says the same.
 */
const rememberedKey = "readiness-absent-pictures"

const remembered = (): Set<string> => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(rememberedKey) ?? "[]")
    return new Set(Array.isArray(stored) ? stored.filter((url) => typeof url === "string") : [])
  } catch {
    return new Set()
  }
}

/** Of the missing pictures, those the site does not have (the server's word, or the last one heard). */
export const picturesNotOnTheSite = async (missing: readonly string[]): Promise<Set<string>> => {
  const before = remembered()
  const absent = new Set<string>()
  await Promise.all(
    missing.map(async (url) => {
      try {
        const answer = await fetch(url, { method: "HEAD", cache: "no-store" })
        if (answer.status === 404 || answer.status === 410) absent.add(url)
      } catch {
        // Offline or unreachable: what the server said last time.
        if (before.has(url)) absent.add(url)
      }
    }),
  )
  try {
    localStorage.setItem(rememberedKey, JSON.stringify([...absent]))
  } catch {
    // Storage full or refused: the next check asks again.
  }
  return absent
}

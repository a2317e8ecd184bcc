/**
 * Seeded random numbers (mulberry32): the same seed gives the same sequence. The scale fixture
 * (sync-server/scale-fixture/) gives the same site byte for byte, so a bench run on it compares with
 * the next; the randomized tests (sync-server/test-support/seeded-random.ts) name a failing seed to
 * replay.
 */
export interface Random {
  readonly seed: number
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, n). */
  below(n: number): number
  /** An integer in [min, max]. */
  between(min: number, max: number): number
  pick<T>(items: ReadonlyArray<T>): T
  /** `count` different items (all of them when there are fewer), in a random order. */
  sample<T>(items: ReadonlyArray<T>, count: number): T[]
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const below = (n: number) => Math.floor(next() * n)
  return {
    seed,
    next,
    below,
    between: (min, max) => min + below(max - min + 1),
    pick: <T>(items: ReadonlyArray<T>) => {
      const item = items[below(items.length)]
      if (item === undefined) throw new Error("pick from an empty list")
      return item
    },
    sample: <T>(items: ReadonlyArray<T>, count: number) => {
      const pool = [...items]
      const chosen: T[] = []
      while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(below(pool.length), 1))
      return chosen
    },
  }
}

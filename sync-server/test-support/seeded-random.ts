/** A small seeded PRNG (mulberry32) for randomized tests whose failing seed can be replayed. */
export interface Random {
  readonly seed: number
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, n). */
  below(n: number): number
  pick<T>(items: ReadonlyArray<T>): T
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
    pick: <T>(items: ReadonlyArray<T>) => {
      const item = items[below(items.length)]
      if (item === undefined) throw new Error("pick from an empty list")
      return item
    },
  }
}

/** The run's base seed: SEED from the environment to replay a failure, else a new one. */
export const baseSeed = (): number => {
  const fromEnv = Number(process.env.SEED)
  return Number.isInteger(fromEnv) && process.env.SEED !== "" ? fromEnv : Math.floor(Math.random() * 2 ** 31)
}

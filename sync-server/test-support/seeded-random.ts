/** The seeded PRNG of the randomized tests (shared/seeded-random.ts): a failing seed can be replayed. */
export { type Random, seededRandom } from "../../shared/seeded-random.ts"

/** The run's base seed: SEED from the environment to replay a failure, else a new one. */
export const baseSeed = (): number => {
  const fromEnv = Number(process.env.SEED)
  return Number.isInteger(fromEnv) && process.env.SEED !== "" ? fromEnv : Math.floor(Math.random() * 2 ** 31)
}

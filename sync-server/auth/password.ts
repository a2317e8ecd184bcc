/**
 * Password hashing with node:crypto scrypt at N = 2^17, r = 8, p = 1 (OWASP ASVS 5.0 minimum). The
 * parameters are stored with the hash so they can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"

const params = { logN: 17, r: 8, p: 1 }
const keyLength = 64

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes (128 MiB here), above Node's 32 MiB default maxmem.
    const maxmem = 256 * 2 ** logN * r
    scrypt(password, salt, keyLength, { N: 2 ** logN, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

/** `scrypt$<logN>$<r>$<p>$<salt base64>$<hash base64>` */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params.logN, params.r, params.p)
  return ["scrypt", params.logN, params.r, params.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  )
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, logN, r, p, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, "base64")
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(logN), Number(r), Number(p))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let dummyHash: Promise<string> | undefined
/** A hash to verify against when the username is unknown, so timing does not tell which usernames exist. */
export const hashForUnknownUser = (): Promise<string> =>
  (dummyHash ??= hashPassword(randomBytes(16).toString("hex")))

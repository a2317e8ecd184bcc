/**
 * Password hashing with node:crypto scrypt at N = 2^17, r = 8, p = 1 (OWASP ASVS 5.0 minimum). The
 * parameters are stored with the hash so they can be raised later without breaking old hashes.
 * scrypt runs on the hashing threads of scrypt-pool.ts, never on the libuv pool that reads static
 * files; when they are all busy and enough checks wait, a check throws `PasswordChecksBusy`.
 */
import { randomBytes, timingSafeEqual } from "node:crypto"
import { type CheckAdmission, scryptPool } from "./scrypt-pool.ts"

export { type CheckAdmission, PasswordChecksBusy } from "./scrypt-pool.ts"

const params = { logN: 17, r: 8, p: 1 }
const keyLength = 64

const derive = (
  password: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
  admission?: CheckAdmission,
): Promise<Buffer> => (admission ?? scryptPool()).derive({ password, salt, keyLength, logN, r, p })

/**
 * A place for one check in the hashing line, taken before the login counts its attempt (throws
 * PasswordChecksBusy when the line is full); give it to verifyPassword, or release it.
 */
export const admitPasswordCheck = (): CheckAdmission => scryptPool().admit()

/** `scrypt$<logN>$<r>$<p>$<salt base64>$<hash base64>` */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params.logN, params.r, params.p)
  return ["scrypt", params.logN, params.r, params.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  )
}

export const verifyPassword = async (
  password: string,
  stored: string,
  admission?: CheckAdmission,
): Promise<boolean> => {
  const [scheme, logN, r, p, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, "base64")
  const salted = Buffer.from(salt, "base64")
  const actual = await derive(password, salted, Number(logN), Number(r), Number(p), admission)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let dummyHash: Promise<string> | undefined
/** A hash to verify against when the username is unknown, so timing does not tell which usernames exist. */
export const hashForUnknownUser = (): Promise<string> =>
  (dummyHash ??= hashPassword(randomBytes(16).toString("hex")).catch((error: unknown) => {
    // Made again at the next unknown username rather than failing every one after (a busy pool, a lost thread).
    dummyHash = undefined
    throw error
  }))

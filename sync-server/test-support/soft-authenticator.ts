/**
 * A software WebAuthn authenticator for the API tests (passkeys, issue 29): what a phone or security
 * key does, in a few lines of node:crypto. It makes EC P-256 credentials (COSE ES256), answers
 * registrations with attestation "none" and sign-ins with an ECDSA signature over
 * authenticatorData || SHA-256(clientDataJSON). Tests can bend each part (origin, RP ID, challenge,
 * counter) to check that the server refuses it.
 */
import { type KeyObject, createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto"

/** The few CBOR types a COSE key and an attestation object need (RFC 8949). */
type Cbor = number | string | Uint8Array | ReadonlyArray<Cbor> | Map<number | string, Cbor>

const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
  const out = Buffer.alloc(5)
  out[0] = (major << 5) | 26
  out.writeUInt32BE(length, 1)
  return out
}

export const cbor = (value: Cbor): Buffer => {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8")
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  if (value instanceof Map)
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])])
  return Buffer.concat([head(4, value.length), ...value.map(cbor)])
}

const sha256 = (data: Uint8Array | string): Buffer => createHash("sha256").update(data).digest()
const b64 = (data: Uint8Array): string => Buffer.from(data).toString("base64url")

const flags = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 }

export interface SoftCredential {
  readonly id: Buffer
  readonly privateKey: KeyObject
  readonly cose: Buffer
  readonly rpId: string
  readonly userHandle: string
  counter: number
}

export interface Bend {
  /** The origin written into clientDataJSON (default the authenticator's). */
  readonly origin?: string
  /** The RP ID whose hash goes into authenticatorData (default the options'). */
  readonly rpId?: string
  /** The challenge signed (default the options'). */
  readonly challenge?: string
  /** The signature counter sent (default one more than the last). */
  readonly counter?: number
}

interface CreationOptions {
  readonly challenge: string
  readonly rp: { readonly id?: string }
  readonly user: { readonly id: string }
}

interface RequestOptions {
  readonly challenge: string
  readonly rpId?: string
}

const clientData = (type: string, challenge: string, origin: string): Buffer =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8")

const counterBytes = (counter: number): Buffer => {
  const out = Buffer.alloc(4)
  out.writeUInt32BE(counter)
  return out
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = []

  constructor(readonly origin: string) {}

  /** navigator.credentials.create(): a new credential, answered as RegistrationResponseJSON. */
  register(options: CreationOptions, bend: Bend = {}) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
    const jwk = publicKey.export({ format: "jwk" })
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    )
    const rpId = bend.rpId ?? options.rp.id ?? ""
    const id = randomBytes(32)
    const credential: SoftCredential = { id, privateKey, cose, rpId, userHandle: options.user.id, counter: 0 }
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags.up | flags.uv | flags.at]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      cose,
    ])
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    )
    this.credentials.push(credential)
    const data = clientData(
      "webauthn.create",
      bend.challenge ?? options.challenge,
      bend.origin ?? this.origin,
    )
    return {
      id: b64(id),
      rawId: b64(id),
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(data),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    }
  }

  /** navigator.credentials.get(): a signature by `credential` (default the newest), as AuthenticationResponseJSON. */
  assert(options: RequestOptions, bend: Bend = {}, credential = this.credentials.at(-1)) {
    if (credential === undefined) throw new Error("the soft authenticator holds no credential")
    credential.counter = bend.counter ?? credential.counter + 1
    const authData = Buffer.concat([
      sha256(bend.rpId ?? options.rpId ?? credential.rpId),
      Buffer.from([flags.up | flags.uv]),
      counterBytes(credential.counter),
    ])
    const data = clientData("webauthn.get", bend.challenge ?? options.challenge, bend.origin ?? this.origin)
    const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), credential.privateKey)
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
    }
  }
}

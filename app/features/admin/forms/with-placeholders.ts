/**
 * A form's payload as the shared schema should check it: each local picture address
 * (`local-media:…`, a picture kept on this device until uploaded) replaced by the same-length server
 * path it stands for, as the local write does (local-media.ts `placeholderFor`); the payload sent keeps
 * the local address, which the outbox rewrites after the upload.
 */
import { localAddressesIn, placeholderFor, replaceAddress } from "../../../sync/local-media.ts"

export const withPlaceholders = <T>(payload: T): T =>
  localAddressesIn(payload).reduce(
    (value, address) => replaceAddress(value, address, placeholderFor(address)),
    payload,
  )

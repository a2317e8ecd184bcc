import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { isOffline } from "../lib/server-call.ts"

/** What a failed account call says: the server's own message (409 last admin, 403...), or that it needs a connection. */
export const problemText = (LL: TranslationFunctions, error: unknown): string =>
  isOffline(error)
    ? LL.accounts.needsConnection()
    : error instanceof Error && error.message !== ""
      ? error.message
      : LL.admin.toast.tryLater()

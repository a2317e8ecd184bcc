/**
 * The checks a new password gets before it is sent (the invitation page's and the password change's):
 * the shared schema's (at least 8 characters, in the person's language), then that both entries match.
 */
import { NewPassword } from "../../../../schema/accounts.ts"
import { decodeWith } from "../../../../schema/decode.ts"
import type { Language } from "../../../../schema/messages.ts"

export const newPasswordProblems = (
  password: string,
  confirm: string,
  language: Language,
  mismatch: string,
): { password?: string; confirm?: string } => {
  const decoded = decodeWith(NewPassword)(password, language)
  if (!decoded.ok) return { password: decoded.issues[0]?.message ?? mismatch }
  return password === confirm ? {} : { confirm: mismatch }
}

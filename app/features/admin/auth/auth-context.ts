import { createContext, useContext } from "react"
import type { AcceptInvitation } from "../../../../schema/accounts.ts"
import type { LoginInput, SignedInUser } from "./auth-api.ts"

export interface AuthState {
  /** undefined while the first user call is in flight; null when nobody is logged in. */
  readonly user: SignedInUser | null | undefined
  readonly login: (input: LoginInput) => Promise<SignedInUser>
  /** An invitation's password chosen: signed in as after a login (issue 29). */
  readonly acceptInvitation: (input: AcceptInvitation) => Promise<SignedInUser>
  readonly logout: () => Promise<void>
}

export const AuthContext = createContext<AuthState | null>(null)

/** Spec section 8: using the auth context outside its provider is a programming error. */
export const useAuth = (): AuthState => {
  const state = useContext(AuthContext)
  if (state === null) throw new Error("useAuth must be used within an AuthProvider")
  return state
}

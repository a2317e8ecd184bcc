import { createContext, useContext } from "react"
import type { AcceptInvitation } from "../../../../schema/accounts.ts"
import type { LoginInput, SecondStepInput, SignedInUser, TwoStepChallenge } from "./auth-api.ts"

export interface AuthState {
  /** undefined while the first user call is in flight; null when nobody is logged in. */
  readonly user: SignedInUser | null | undefined
  /** Signed in, or `{ twoStep: true }`: the password was right, a code comes next (`secondStep`). */
  readonly login: (input: LoginInput) => Promise<SignedInUser | TwoStepChallenge>
  readonly secondStep: (input: SecondStepInput) => Promise<SignedInUser>
  /** Read who is signed in again (two-step sign-in set up: the server no longer holds the session back). */
  readonly refreshUser: () => Promise<void>
  /** An invitation's password chosen: signed in as after a login (issue 29). */
  readonly acceptInvitation: (input: AcceptInvitation) => Promise<SignedInUser>
  readonly logout: () => Promise<void>
  /** Signed in some other way (a passkey, issue 29): the server's answer, adopted as after a login. */
  readonly signedIn: (user: SignedInUser) => Promise<SignedInUser>
}

export const AuthContext = createContext<AuthState | null>(null)

/** Spec section 8: using the auth context outside its provider is a programming error. */
export const useAuth = (): AuthState => {
  const state = useContext(AuthContext)
  if (state === null) throw new Error("useAuth must be used within an AuthProvider")
  return state
}

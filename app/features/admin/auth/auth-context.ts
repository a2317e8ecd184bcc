import { createContext, useContext } from "react"
import type { AdminUser, LoginInput } from "./auth-api.ts"

export interface AuthState {
  /** undefined while the first user call is in flight; null when nobody is logged in. */
  readonly user: AdminUser | null | undefined
  readonly login: (input: LoginInput) => Promise<AdminUser>
  readonly logout: () => Promise<void>
}

export const AuthContext = createContext<AuthState | null>(null)

/** Spec section 8: using the auth context outside its provider is a programming error. */
export const useAuth = (): AuthState => {
  const state = useContext(AuthContext)
  if (state === null) throw new Error("useAuth must be used within an AuthProvider")
  return state
}

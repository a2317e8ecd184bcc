import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react"
import { onLogin, onLogout } from "../../../sync/engine.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { type AdminUser, type LoginInput, fetchCurrentUser, loginCall, logoutCall } from "./auth-api.ts"
import { AuthContext, type AuthState } from "./auth-context.ts"

/**
 * Holds the logged-in administrator for the /systemadmin area. Offline, the user call fails: the
 * last known user is kept (sessionStorage) so an admin can keep editing into the outbox.
 */
const lastUserKey = "admin-last-user"

const rememberedUser = (): AdminUser | null => {
  try {
    const raw = sessionStorage.getItem(lastUserKey)
    return raw === null ? null : (JSON.parse(raw) as AdminUser)
  } catch {
    return null
  }
}

const remember = (user: AdminUser | null) => {
  if (user === null) sessionStorage.removeItem(lastUserKey)
  else sessionStorage.setItem(lastUserKey, JSON.stringify(user))
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18nContext()
  const [user, setUser] = useState<AdminUser | null | undefined>(undefined)

  useEffect(() => {
    let cancelled = false
    fetchCurrentUser(locale)
      .then((current) => {
        if (cancelled) return
        remember(current)
        setUser(current)
      })
      .catch(() => {
        if (!cancelled) setUser(rememberedUser())
      })
    return () => {
      cancelled = true
    }
    // The session is read once per mount; a language switch does not change who is logged in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const login = useCallback(
    async (input: LoginInput) => {
      const loggedIn = await loginCall(input, locale)
      remember(loggedIn)
      setUser(loggedIn)
      // The session exists now; a failed admin pull (offline, say) must not turn this into a failed login.
      await Promise.resolve()
        .then(onLogin)
        .catch(() => undefined)
      return loggedIn
    },
    [locale],
  )

  const logout = useCallback(async () => {
    await logoutCall(locale)
    remember(null)
    setUser(null)
    await Promise.resolve()
      .then(onLogout)
      .catch(() => undefined)
  }, [locale])

  const state = useMemo<AuthState>(() => ({ user, login, logout }), [user, login, logout])
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}

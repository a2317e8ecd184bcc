import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react"
import type { AcceptInvitation } from "../../../../schema/accounts.ts"
import { isRole } from "../../../../schema/roles.ts"
import { onLogin, onLogout, setActor } from "../../../sync/engine.ts"
import { accountChangedEvent, sessionRoleEvent } from "../../../sync/live/follow-stream.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import {
  type LoginInput,
  type SecondStepInput,
  type SignedInUser,
  acceptInvitationCall,
  fetchCurrentUser,
  loginCall,
  logoutCall,
  secondStepCall,
} from "./auth-api.ts"
import { AuthContext, type AuthState } from "./auth-context.ts"

/**
 * Holds the signed-in person (and their role) for the /systemadmin area. Offline, the user call
 * fails: the last known user is kept (sessionStorage) so they can keep editing into the outbox, and
 * the screens keep hiding what their role may not do.
 */
const lastUserKey = "admin-last-user"

/**
 * The remembered user, as stored. One remembered before roles existed has none: read as a viewer, so
 * nothing offers an edit the server might refuse; the next user call online says the real role.
 */
const rememberedUser = (): SignedInUser | null => {
  try {
    const raw = sessionStorage.getItem(lastUserKey)
    if (raw === null) return null
    const stored = JSON.parse(raw) as Partial<SignedInUser> & Pick<SignedInUser, "id" | "username">
    return {
      id: stored.id,
      username: stored.username,
      displayName: stored.displayName ?? stored.username,
      role: isRole(stored.role) ? stored.role : "viewer",
    }
  } catch {
    return null
  }
}

const remember = (user: SignedInUser | null) => {
  if (user === null) sessionStorage.removeItem(lastUserKey)
  else sessionStorage.setItem(lastUserKey, JSON.stringify(user))
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18nContext()
  const [user, setUser] = useState<SignedInUser | null | undefined>(undefined)

  // Who is signed in: remembered for offline, named on every edit queued from now on, shown.
  const adopt = useCallback((next: SignedInUser | null) => {
    remember(next)
    setActor(next?.id)
    setUser(next)
  }, [])

  useEffect(() => {
    let cancelled = false
    fetchCurrentUser(locale)
      .then((current) => {
        if (!cancelled) adopt(current)
      })
      .catch(() => {
        if (cancelled) return
        const last = rememberedUser()
        setActor(last?.id)
        setUser(last)
      })
    return () => {
      cancelled = true
    }
    // The session is read once per mount; a language switch does not change who is logged in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The change stream says this session's account changed (ended, disabled, another role: issue 30):
  // who is signed in is read again at once, so the screens follow the role without a reload.
  useEffect(() => {
    const reread = () => {
      fetchCurrentUser(locale)
        .then(adopt)
        .catch(() => undefined)
    }
    // At each connection the stream names the session's role: a change made between this app's read
    // of /api/user and the connection is caught here.
    const compare = (event: Event) => {
      const role = (event as CustomEvent<string | null>).detail
      if (user !== undefined && role !== (user?.role ?? null)) reread()
    }
    window.addEventListener(accountChangedEvent, reread)
    window.addEventListener(sessionRoleEvent, compare)
    return () => {
      window.removeEventListener(accountChangedEvent, reread)
      window.removeEventListener(sessionRoleEvent, compare)
    }
  }, [locale, adopt, user])

  /** A session now exists (login, invitation accepted): the same steps after either. */
  const signedIn = useCallback(
    async (signedInUser: SignedInUser) => {
      adopt(signedInUser)
      // A failed admin pull (offline, say) must not turn this into a failed sign-in.
      await Promise.resolve()
        .then(onLogin)
        .catch(() => undefined)
      return signedInUser
    },
    [adopt],
  )

  const login = useCallback(
    async (input: LoginInput) => {
      const answer = await loginCall(input, locale)
      // The right password of an account with two-step sign-in: nobody is signed in until its code.
      return "twoStep" in answer ? answer : signedIn(answer)
    },
    [locale, signedIn],
  )

  const secondStep = useCallback(
    async (input: SecondStepInput) => signedIn(await secondStepCall(input, locale)),
    [locale, signedIn],
  )

  const refreshUser = useCallback(async () => {
    const current = await fetchCurrentUser(locale)
    adopt(current)
    // No longer held back by the two-step policy: the back office's data can come now.
    if (current !== null && current.twoStepRequired !== true)
      await Promise.resolve()
        .then(onLogin)
        .catch(() => undefined)
  }, [locale, adopt])

  const acceptInvitation = useCallback(
    async (input: AcceptInvitation) => signedIn(await acceptInvitationCall(input, locale)),
    [locale, signedIn],
  )

  const logout = useCallback(async () => {
    await logoutCall(locale)
    adopt(null)
    await Promise.resolve()
      .then(onLogout)
      .catch(() => undefined)
  }, [locale, adopt])

  const state = useMemo<AuthState>(
    () => ({ user, login, secondStep, refreshUser, acceptInvitation, logout, signedIn }),
    [user, login, secondStep, refreshUser, acceptInvitation, logout, signedIn],
  )
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}

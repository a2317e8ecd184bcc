import { expect, test } from "vitest"
import type { AccountSummary } from "../../../../schema/accounts.ts"
import { statusOf } from "./account-status.ts"

const now = Date.parse("2026-05-01T12:00:00Z")
const account = (change: Partial<AccountSummary>): AccountSummary => ({
  id: 2,
  username: "li.na",
  displayName: "Li Na",
  role: "editor",
  state: "active",
  createdAt: "2026-04-01T00:00:00Z",
  lastSeenAt: null,
  activeSessions: 0,
  canSignIn: true,
  invitationExpiresAt: null,
  ...change,
})

test("an account's status: disabled first, then whether and how it can sign in", () => {
  expect(statusOf(account({}), now)).toBe("active")
  expect(statusOf(account({ state: "disabled", canSignIn: false }), now)).toBe("disabled")
  expect(statusOf(account({ canSignIn: false, invitationExpiresAt: "2026-05-02T12:00:00Z" }), now)).toBe(
    "invited",
  )
  expect(statusOf(account({ canSignIn: false, invitationExpiresAt: "2026-05-01T11:59:59Z" }), now)).toBe(
    "invitationExpired",
  )
  expect(statusOf(account({ canSignIn: false }), now)).toBe("noSignIn")
})

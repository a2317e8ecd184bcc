import type { AccountSummary } from "../../../../schema/accounts.ts"

/**
 * What the status column says of an account: disabled; waiting for its invitation to be accepted
 * (or that invitation expired); no way to sign in at all (reset, no invitation open); or active.
 */
export type AccountStatus = "active" | "disabled" | "invited" | "invitationExpired" | "noSignIn"

export const statusOf = (account: AccountSummary, now: number): AccountStatus => {
  if (account.state === "disabled") return "disabled"
  if (account.canSignIn) return "active"
  if (account.invitationExpiresAt === null) return "noSignIn"
  return Date.parse(account.invitationExpiresAt) > now ? "invited" : "invitationExpired"
}

export const statusColors = {
  active: "green",
  disabled: "gray",
  invited: "blue",
  invitationExpired: "orange",
  noSignIn: "red",
} as const satisfies Record<AccountStatus, string>

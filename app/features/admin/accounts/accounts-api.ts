/**
 * The accounts API (issue 29, administrators only): list, invite, change, reset sign-in, delete.
 * Online only, straight to the server (lib/server-call.ts): accounts are not synced content.
 */
import type {
  AccountChange,
  AccountSummary,
  InvitationLink,
  InviteInput,
} from "../../../../schema/accounts.ts"
import { callServer } from "../lib/server-call.ts"

/** An account just invited or reset, with the link to pass on (shown once). */
export interface InvitedAccount {
  readonly account: AccountSummary
  readonly invitation: InvitationLink
}

export const listAccounts = (language: string): Promise<ReadonlyArray<AccountSummary>> =>
  callServer("/api/accounts", language)

export const inviteAccount = (input: InviteInput, language: string): Promise<InvitedAccount> =>
  callServer("/api/accounts", language, { method: "POST", body: input })

export const changeAccount = (id: number, change: AccountChange, language: string): Promise<AccountSummary> =>
  callServer(`/api/accounts/${id}`, language, { method: "PATCH", body: change })

export const resetAccount = (id: number, language: string): Promise<InvitedAccount> =>
  callServer(`/api/accounts/${id}/reset`, language, { method: "POST", body: {} })

export const deleteAccount = (id: number, language: string): Promise<unknown> =>
  callServer(`/api/accounts/${id}`, language, { method: "DELETE" })

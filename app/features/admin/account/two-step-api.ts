/**
 * The own two-step sign-in's calls (issue 29, any signed-in person): status, setup, confirm, new
 * recovery codes, turn off. Online only, straight to the server (lib/server-call.ts).
 */
import type {
  NewRecoveryCodes,
  RecoveryCodes,
  TwoStepSetup,
  TwoStepStatus,
} from "../../../../schema/two-step.ts"
import { callServer } from "../lib/server-call.ts"

export const readTwoStep = (language: string): Promise<TwoStepStatus> =>
  callServer("/api/account/two-step", language)

export const startTwoStepSetup = (password: string, language: string): Promise<TwoStepSetup> =>
  callServer("/api/account/two-step/setup", language, { method: "POST", body: { password } })

export const confirmTwoStep = (code: string, language: string): Promise<RecoveryCodes> =>
  callServer("/api/account/two-step/confirm", language, { method: "POST", body: { code } })

export const newRecoveryCodes = (proof: NewRecoveryCodes, language: string): Promise<RecoveryCodes> =>
  callServer("/api/account/two-step/recovery-codes", language, { method: "POST", body: proof })

export const turnTwoStepOff = (password: string, language: string): Promise<TwoStepStatus> =>
  callServer("/api/account/two-step/disable", language, { method: "POST", body: { password } })

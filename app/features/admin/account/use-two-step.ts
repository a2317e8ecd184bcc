/** The own two-step status as the server says it. */
import type { TwoStepStatus } from "../../../../schema/two-step.ts"
import { readTwoStep } from "./two-step-api.ts"
import { type ServerReadState, useServerRead } from "./use-server-read.ts"

export type TwoStepState = ServerReadState<TwoStepStatus>

export const useTwoStep = (language: string, online: boolean) => useServerRead(readTwoStep, language, online)

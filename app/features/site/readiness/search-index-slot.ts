/**
 * The readiness view's slot for site search's index (issue 32, item 1, built apart from this check):
 * when site search keeps an index on the device, it makes this function read that index back and say
 * how many of the records it should hold it holds (and which are missing, as addresses or ids). Until
 * then it answers undefined and the view shows no search row. Loaded with the check, never on a
 * page's first load.
 */
import type { ItemCheck } from "./verify.ts"

export const searchIndexReadiness = (): Promise<ItemCheck | undefined> => Promise.resolve(undefined)

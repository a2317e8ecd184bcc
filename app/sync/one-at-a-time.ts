/**
 * A job that runs one at a time (the outbox's push, the feed's pull): a call while it runs does not
 * start a second run beside it; the run under way goes once more when it ends, so whatever the caller
 * wanted done after its call is, and every caller gets the end of that last run. `stopEarly` ends the
 * run without going once more (a push that needs a sign-in).
 */
export const oneAtATime = <T>(work: () => Promise<T>, stopEarly: () => boolean = () => false) => {
  let run: Promise<T> | undefined
  let again = false
  return (): Promise<T> => {
    if (run !== undefined) {
      again = true
      return run
    }
    run = (async () => {
      try {
        for (;;) {
          again = false
          const result = await work()
          if (!again || stopEarly()) return result
        }
      } finally {
        run = undefined
      }
    })()
    return run
  }
}

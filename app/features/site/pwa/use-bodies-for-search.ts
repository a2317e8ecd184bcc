/**
 * A search of the posts' text on a device that holds only their cards (issue 33: a first visit pulls
 * no post bodies; docs/sync.md, "What a first visit pulls"). The blog's search covers the text of
 * every post (spec section 5): the first search typed on such a device brings the bodies down (the
 * device keeps the site's texts from then on, as "keep this site offline" does), and the list's live
 * query answers with the text matches a moment later. `state` says what the note under the field says:
 * the texts are coming, or (offline) only titles and summaries can be searched for now.
 */
import { useEffect, useState } from "react"

export type BodiesForSearch = "complete" | "fetching" | "notOnDevice"

/** Once per page load: a failed or offline attempt tries again at the next search typed online. */
let bringing: Promise<boolean> | undefined

const bringBodies = (): Promise<boolean> =>
  (bringing ??= (async () => {
    // Loaded when someone searches: the sync engine is no part of a list page's first load.
    const [{ appClient }, { hasPartialRows, pullFields }] = await Promise.all([
      import("../../../sync/app-client.ts"),
      import("../../../sync/pull.ts"),
    ])
    const db = appClient.db
    // A device that pulls cards (before its first pull lands too) has no text to search yet.
    if ((await pullFields(db, "cards")) === "full" && !(await hasPartialRows(db))) return true
    if (!navigator.onLine) return false
    return (await appClient.pullEverything()) === "done" && !(await hasPartialRows(db))
  })().then((complete) => {
    if (!complete) bringing = undefined
    return complete
  }))

export const useBodiesForSearch = (query: string): BodiesForSearch => {
  const searching = query.trim() !== ""
  const [state, setState] = useState<BodiesForSearch>("complete")
  useEffect(() => {
    if (!searching) return
    let live = true
    // Said only when it takes a moment: a device that has the texts finds out at once.
    const timer = window.setTimeout(() => live && setState("fetching"), 300)
    bringBodies()
      .then(
        (complete) => live && setState(complete ? "complete" : "notOnDevice"),
        () => live && setState("notOnDevice"),
      )
      .finally(() => window.clearTimeout(timer))
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [searching])
  return searching ? state : "complete"
}

/**
 * The account signed in on this tab, as the back office knows it (issue 29). Every edit queued from
 * now on names it (`madeBy`), so the server can refuse an edit that arrives under someone else's
 * session instead of applying it in their name. The public site never sets it: a visitor's enquiry
 * is made by nobody in particular.
 */
let actorId: number | undefined

export const setActor = (id: number | undefined): void => {
  actorId = id
}

export const currentActor = (): number | undefined => actorId

/** The field an entry or upload gets: absent when nobody is signed in. */
export const madeByField = (): { madeBy?: number } => (actorId === undefined ? {} : { madeBy: actorId })

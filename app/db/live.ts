/** What a hook over the local database gives a screen: three states it can draw. */
export type Live<T> = { status: "loading" } | { status: "loaded"; data: T } | { status: "notFound" }

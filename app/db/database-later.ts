/**
 * The local database for the screens, loaded after the first page is the app's. Dexie is 27 KB
 * compressed and its evaluation a task of its own: a rendered page's first render (its hydration)
 * reads the answers the page came with (prerendered-data.ts), not the database, so neither is paid
 * before the page answers. The app loads it first of what loads in turn (start/start-app.tsx), right
 * after the hydration, or at once when the app renders a page of its own. The sync engine imports
 * database.ts itself: it starts after the first paint.
 *
 * Its arrival renders nothing by itself: a live query that started without it follows it once it is
 * there and renders only an answer that differs from the one on screen (use-live-query.ts). A render
 * for the arrival alone would reach the parts of a rendered page React has not hydrated yet (the
 * footer, whose code comes later) with new props, and React would then render them anew.
 */
import type { SiteDatabase, liveQuery } from "./database.ts"

export interface LoadedDatabase {
  readonly db: SiteDatabase
  readonly liveQuery: typeof liveQuery
}

let loaded: LoadedDatabase | undefined
let loading: Promise<LoadedDatabase> | undefined
let announce: (database: LoadedDatabase) => void = () => {}
const arrival = new Promise<LoadedDatabase>((resolve) => (announce = resolve))

/** Loads the database (once). */
export const loadDatabase = (): Promise<LoadedDatabase> => {
  loading ??= import("./database.ts").then((module) => {
    loaded = { db: module.db, liveQuery: module.liveQuery }
    announce(loaded)
    return loaded
  })
  return loading
}

/** The database if it is loaded. */
export const loadedDatabase = (): LoadedDatabase | undefined => loaded

/** Resolves when the database is loaded (by loadDatabase, in its turn); starts no load. */
export const databaseArrival = (): Promise<LoadedDatabase> => arrival

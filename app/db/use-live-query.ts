/**
 * A live query over the local database whose new results are rendered as a React transition.
 *
 * dexie-react-hooks' useLiveQuery re-renders with an ordinary (default-lane) update, which React
 * renders in one uninterrupted task. When the first pull lands, every list on screen re-renders at
 * once: on a phone that is a task of 100 to 200 ms in which a tap gets no answer (Lighthouse counts
 * it as blocking time). In a transition React renders in slices of a few milliseconds and yields
 * between them. The rest behaves as dexie-react-hooks' useObservable: a value the observable can
 * give synchronously is read on the first render, the previous result stays while new dependencies
 * are queried, and an error is thrown to the nearest error boundary. An answer with the same data as
 * the result on screen (same-value.ts) renders nothing again.
 *
 * The database itself comes after the page's first render (database-later.ts): until it is there,
 * a query shows the answer its page came with (a rendered page's), else `initial`, and the query is
 * given the database when it runs.
 */
import type { Observable } from "dexie"
import { type DependencyList, startTransition, useEffect, useMemo, useState } from "react"
import {
  afterHydration,
  awaitingCatchUp,
  type LocalPull,
  pageAheadOf,
  prerenderedResult,
  recordResult,
  settledResult,
} from "./prerendered-data.ts"
import { sameValue } from "./same-value.ts"
import type { SiteDatabase } from "./database.ts"
import { type LoadedDatabase, databaseArrival, loadedDatabase } from "./database-later.ts"

/** A query's answer, with how far the local database had pulled when it was read (if asked). */
interface Answer<T> {
  readonly value: T
  readonly pulled?: LocalPull
}

interface LiveState<T> {
  /** Undefined while the database is not loaded. */
  readonly source: Observable<Answer<T>> | undefined
  /** Absent until the query has answered. */
  readonly result?: { readonly value: T }
  readonly error: unknown
  /** The result is the prerendered page's (prerendered-data.ts), not yet the local database's. */
  readonly prerendered?: boolean
}

/**
 * A query a prerendered page can be rendered with: its `key` names its result in the page, and
 * `pending` tells a result that is no answer yet (an empty database before its first pull). The
 * prerendered result stays until the local database has a real answer, pulled at least as far as
 * the page (`localPull`: how far the local database has pulled, prerendered-data.ts).
 */
export interface Prerenderable<T> {
  readonly key: string
  readonly pending: (value: T) => boolean
  readonly localPull: (database: SiteDatabase) => Promise<LocalPull>
}

/** A value the observable gives synchronously, if any (a fresh liveQuery has none). */
const heldValue = <T>(observable: Observable<Answer<T>>): { value: T } | undefined => {
  if (observable.hasValue !== undefined && !observable.hasValue()) return undefined
  let held: { value: T } | undefined
  // Subscribing delivers a held value synchronously; the subscription is not kept.
  observable.subscribe((answer) => (held = { value: answer.value })).unsubscribe()
  return held
}

/**
 * The query, with the local database's pull position while a server's page may be newer than it.
 * The position is read first: a pull writes its rows and its cursor in one transaction, so the rows
 * read after it are at least that new. Once caught up, the position is not read (nor watched) again.
 */
const answering =
  <T>(database: SiteDatabase, query: Query<T>, prerenderable: Prerenderable<T> | undefined) =>
  async (): Promise<Answer<T>> => {
    if (prerenderable === undefined || !awaitingCatchUp()) return { value: await query(database) }
    const pulled = await prerenderable.localPull(database)
    return { value: await query(database), pulled }
  }

/** The live query of `query` over the loaded database. */
const observe = <T>(
  { db, liveQuery }: LoadedDatabase,
  query: Query<T>,
  prerenderable: Prerenderable<T> | undefined,
): Observable<Answer<T>> => liveQuery(answering(db, query, prerenderable))

/** A query over the local database, given the database when it runs. */
export type Query<T> = (database: SiteDatabase) => Promise<T> | T

export function useLiveQuery<T>(query: Query<T>, deps?: DependencyList): T | undefined
export function useLiveQuery<T, D>(query: Query<T>, deps: DependencyList, initial: D): T | D
export function useLiveQuery<T, D>(
  query: Query<T>,
  deps: DependencyList,
  initial: D | undefined,
  prerenderable: Prerenderable<T>,
): T | D | undefined
export function useLiveQuery<T, D>(
  query: Query<T>,
  deps: DependencyList = [],
  initial?: D,
  prerenderable?: Prerenderable<T>,
): T | D | undefined {
  // Read, not followed: the database's arrival renders nothing by itself (database-later.ts). A
  // query that started without it follows it from its effect, below.
  const database = loadedDatabase()
  // A new observable when the caller's dependencies change (they describe `query`), or in the next
  // render after the database arrived.
  const observable = useMemo(
    () => (database === undefined ? undefined : observe(database, query, prerenderable)),
    // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps
    [database, ...deps],
  )
  const [state, setState] = useState<LiveState<T>>(() => {
    const held = observable === undefined ? undefined : heldValue(observable)
    const prerendered =
      held === undefined && prerenderable !== undefined ? prerenderedResult<T>(prerenderable.key) : undefined
    return { source: observable, result: held ?? prerendered, error: undefined, prerendered: !!prerendered }
  })

  let current = state
  if (state.source !== observable) {
    // New dependencies: the previous result stays until the new query answers. The database's
    // arrival changes nothing else: a page's own answer stays one until the database has a real one.
    const held = observable === undefined ? undefined : heldValue(observable)
    current = {
      source: observable,
      result: held ?? state.result,
      error: undefined,
      prerendered: held === undefined && state.source === undefined ? state.prerendered : false,
    }
    setState(current)
  }

  useEffect(() => {
    let subscription: { unsubscribe: () => void } | undefined
    let stopped = false
    const follow = (source: Observable<Answer<T>>) =>
      source.subscribe({
        next: ({ value, pulled }) => {
          // An answer from a database that has not pulled as far as the page is no answer yet either.
          const behind = pulled !== undefined && pageAheadOf(pulled)
          if (prerenderable !== undefined) {
            recordResult(prerenderable.key, value)
            if (!prerenderable.pending(value) && !behind) settledResult(prerenderable.key)
          }
          // While a prerendered page hydrates, its content stays the one it was rendered with.
          afterHydration(() =>
            startTransition(() =>
              setState((previous) =>
                previous.source !== observable ||
                (previous.prerendered === true && (behind || prerenderable?.pending(value) === true)) ||
                // The same data again (a write that changed nothing shown, the first pull after a
                // prerendered page): the screen stays as it is, and React renders nothing.
                (previous.error === undefined &&
                  previous.result !== undefined &&
                  sameValue(previous.result.value, value))
                  ? previous
                  : { source: observable, result: { value }, error: undefined },
              ),
            ),
          )
        },
        // An error is shown at once, not as a transition that a later result could supersede.
        error: (error: unknown) =>
          setState((previous) => (previous.source === observable ? { ...previous, error } : previous)),
      })
    if (observable !== undefined) subscription = follow(observable)
    else
      void databaseArrival().then((loaded) => {
        if (!stopped) subscription = follow(observe(loaded, query, prerenderable))
      })
    return () => {
      stopped = true
      subscription?.unsubscribe()
    }
    // `prerenderable` describes the same query as `observable`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [observable])

  if (current.error !== undefined) throw current.error
  return current.result === undefined ? initial : current.result.value
}

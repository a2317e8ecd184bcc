/**
 * Replaying a cycle's Idempotency-Keys after the restart, as clients whose answers were lost would:
 * answered successes must come back as the same stored answer and change nothing; unanswered writes
 * are applied now or were already (never twice); and a second replay of everything changes nothing.
 */
import { type CallAnswer, type Ledger, type SentRequest, type WriteCall, isSuccess } from "./crash-ledger.ts"
import { sendRequest } from "./crash-writes.ts"
import { type Problem, other } from "./crash-verify.ts"
import type { HttpClient } from "./http-client.ts"

export interface ReplayFigures {
  /** Calls sent again. */
  sent: number
  /** Of those, answered from the stored answer. */
  replayed: number
  /** Writes that got no answer the first time and were applied by their replay. */
  appliedLate: number
  /** Writes that got no answer but had committed (killed between commit and answer): replayed. */
  committedUnanswered: number
}

/** What must not move while only answered keys are replayed. */
export interface Counts {
  readonly maxSeq: number
  readonly rows: number
  readonly keys: number
}

const sameCounts = (a: Counts, b: Counts) => a.maxSeq === b.maxSeq && a.rows === b.rows && a.keys === b.keys
const shown = (c: Counts) => `seq ${c.maxSeq}, ${c.rows} rows, ${c.keys} keys`

const expectSame = (
  problems: Problem[],
  call: WriteCall,
  first: CallAnswer,
  again: CallAnswer | undefined,
) => {
  if (again === undefined) problems.push(other(`replay of ${call.key} got no answer`))
  else if (!again.replayed)
    problems.push(other(`replay of ${call.key} was applied again instead of replayed`))
  else if (again.status !== first.status || again.text !== first.text)
    problems.push(other(`replay of ${call.key} answered ${again.status}, not the stored ${first.status}`))
}

const isConflict = (answer: CallAnswer) => answer.status === 409 && answer.text.includes('"VERSION_CONFLICT"')

/**
 * Run `work` over the items, `width` at a time. Replays within a step may overlap: each key is a
 * write of its own, and the steps that depend on each other (answered, unanswered, never reached,
 * all again) still follow one another.
 */
const inPool = async <T>(items: ReadonlyArray<T>, width: number, work: (item: T) => Promise<void>) => {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: width }, lane))
}

const replayWidth = 6

export const replayCycle = async (
  ledger: Ledger,
  cycle: number,
  client: HttpClient,
  cookie: string,
  counts: () => Promise<Counts>,
): Promise<{ problems: Problem[]; figures: ReplayFigures }> => {
  const problems: Problem[] = []
  const figures: ReplayFigures = { sent: 0, replayed: 0, appliedLate: 0, committedUnanswered: 0 }
  const requests = ledger.cycleRequests(cycle)

  const send = async (request: Pick<SentRequest, "via" | "calls" | "anonymous">) => {
    const answers = await sendRequest(client, request, cookie)
    figures.sent += answers?.length ?? 0
    answers?.forEach((answer, index) => {
      const call = request.calls[index] as WriteCall
      const firstAnswer = ledger.answers.get(call.key) === undefined
      if (answer.replayed) figures.replayed++
      if (answer.replayed && firstAnswer) figures.committedUnanswered++
      else if (isSuccess(answer.status) && firstAnswer) figures.appliedLate++
      if (!isSuccess(answer.status) && !isConflict(answer))
        problems.push(
          other(
            `replay of ${call.method} ${call.path} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
          ),
        )
      ledger.noteAnswer(call.key, answer)
    })
    return answers
  }
  const alone = (call: WriteCall, anonymous: boolean) => send({ via: "api", calls: [call], anonymous })

  // 1. The requests that were answered, sent again as they were: stored answers, and nothing moves.
  const before = await counts()
  const answered = requests.filter(
    (request) =>
      request.answers !== undefined &&
      (request.via === "push" || request.answers.every((answer) => isSuccess(answer.status))),
  )
  await inPool(answered, replayWidth, async (request) => {
    const first = request.answers ?? []
    const again = await send(request)
    first.forEach((answer, index) => {
      const call = request.calls[index] as WriteCall
      if (isSuccess(answer.status)) expectSame(problems, call, answer, again?.[index])
      else if (again?.[index] === undefined || isSuccess(again[index].status))
        problems.push(other(`replay of ${call.key} (a conflict) did not answer a conflict again`))
    })
    if (again !== undefined && again.length !== first.length)
      problems.push(other(`a replayed batch answered ${again.length} results, first ${first.length}`))
  })
  const afterAnswered = await counts()
  if (!sameCounts(before, afterAnswered))
    problems.push(
      other(`replaying answered keys changed the database: ${shown(before)} -> ${shown(afterAnswered)}`),
    )

  // 2. The rest: unanswered requests as they were, then each call a batch never reached, alone.
  const unsettled = requests.filter(
    (request) =>
      request.answers === undefined || (request.via === "api" && !isSuccess(request.answers[0]?.status ?? 0)),
  )
  await inPool(unsettled, replayWidth, async (request) => void (await send(request)))
  const neverReached = requests.flatMap((request) =>
    request.calls
      .filter((call) => ledger.answers.get(call.key) === undefined)
      .map((call) => ({ call, anonymous: request.anonymous })),
  )
  await inPool(neverReached, replayWidth, async ({ call, anonymous }) => void (await alone(call, anonymous)))

  // 3. Everything that succeeded, alone this time: the stored answer again, and nothing moves.
  const settled = await counts()
  const succeeded = requests.flatMap((request) =>
    request.calls.flatMap((call) => {
      const success = ledger.successOf(call.key)
      return success === undefined ? [] : [{ call, success, anonymous: request.anonymous }]
    }),
  )
  await inPool(succeeded, replayWidth, async ({ call, success, anonymous }) => {
    expectSame(problems, call, success, (await alone(call, anonymous))?.[0])
  })
  const afterAll = await counts()
  if (!sameCounts(settled, afterAll))
    problems.push(other(`a second replay changed the database: ${shown(settled)} -> ${shown(afterAll)}`))
  return { problems, figures }
}

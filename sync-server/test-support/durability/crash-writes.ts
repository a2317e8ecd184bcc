/**
 * The writes of a crash run: creates, If-Match updates and deletes across the entities, sent by
 * several concurrent workers as plain API calls and as push batches, each call with its own
 * Idempotency-Key, until the server is killed under them.
 */
import { randomUUID } from "node:crypto"
import { collaborationStatuses } from "../../../schema/entities/collaboration.ts"
import { type EntityName, entityPaths } from "../../../schema/sync.ts"
import {
  sampleCollaboration,
  sampleEmployee,
  samplePost,
  sampleProject,
  sampleTeam,
  sampleTool,
} from "../client.ts"
import type { CallAnswer, Ledger, SentRequest, WriteCall } from "./crash-ledger.ts"
import { rowKey } from "./crash-ledger.ts"
import type { HttpClient } from "./http-client.ts"

/** A row the workload may update or delete, at the version it last heard of. */
export interface TargetRow {
  readonly entity: EntityName
  readonly id: number
  version: number
  /** Rows others refer to (the anchors) and the settings row are never deleted. */
  readonly deletable: boolean
}

export interface Anchors {
  readonly employeeId: number
  readonly teamId: number
}

export type Random = () => number

/** A small seeded generator (mulberry32), so a run can be repeated from its printed seed. */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: Random, items: ReadonlyArray<T>): T =>
  items[Math.floor(random() * items.length)] as T

const creatable: ReadonlyArray<EntityName> = [
  "employees",
  "teams",
  "projects",
  "tools",
  "blogPosts",
  "collaborations",
]

/** A marker no other marker contains, so rows can be counted by it. */
export const markerPattern = /#c\d+w\d+#/g

export const createCall = (entity: EntityName, marker: string, anchors: Anchors): WriteCall => {
  const bodies: Record<string, unknown> = {
    employees: sampleEmployee(`员工 ${marker}`),
    teams: sampleTeam([anchors.employeeId], `团队 ${marker}`),
    projects: { ...sampleProject([anchors.teamId]), name: `项目 ${marker}` },
    tools: { ...sampleTool(), name: `工具 ${marker}` },
    blogPosts: samplePost(`文章 ${marker}`),
    collaborations: { ...sampleCollaboration(), companyName: `公司 ${marker}` },
  }
  return {
    key: randomUUID(),
    method: "POST",
    path: entityPaths[entity],
    body: bodies[entity],
    intent: { kind: "create", entity, marker },
  }
}

const updateCall = (random: Random, row: TargetRow): WriteCall => {
  const key = randomUUID()
  const note = `改 ${key.slice(0, 8)}`
  const base = {
    key,
    method: "PATCH" as const,
    ifMatch: row.version,
    intent: { kind: "update" as const, ...row },
  }
  const path = `${entityPaths[row.entity]}/${row.id}`
  switch (row.entity) {
    case "settings":
      return { ...base, path: entityPaths.settings, body: { siteTagline: note } }
    case "collaborations":
      return { ...base, path: `${path}/status`, body: { status: pick(random, collaborationStatuses) } }
    case "blogPosts":
      return random() < 0.5
        ? { ...base, path: `${path}/publish`, body: { isPublished: random() < 0.5 } }
        : { ...base, path, body: { summary: note } }
    default:
      return { ...base, path, body: { description: note } }
  }
}

const deleteCall = (row: TargetRow): WriteCall => ({
  key: randomUUID(),
  method: "DELETE",
  path: `${entityPaths[row.entity]}/${row.id}`,
  ifMatch: row.version,
  intent: { kind: "delete", entity: row.entity, id: row.id },
})

export interface Workload {
  readonly ledger: Ledger
  readonly targets: Map<string, TargetRow>
  readonly anchors: Anchors
  readonly random: Random
  readonly cycle: number
  nextMarker(): string
}

/** One call on a row no request in flight touches (or a create). */
const nextCall = (work: Workload, busy: Set<string>, anonymous: boolean): WriteCall => {
  if (anonymous) return createCall("collaborations", work.nextMarker(), work.anchors)
  const free = [...work.targets.values()].filter((row) => !busy.has(rowKey(row.entity, row.id)))
  const roll = work.random()
  if (free.length === 0 || roll < 0.4)
    return createCall(pick(work.random, creatable), work.nextMarker(), work.anchors)
  const row = pick(work.random, free)
  busy.add(rowKey(row.entity, row.id))
  return roll < 0.85 || !row.deletable ? updateCall(work.random, row) : deleteCall(row)
}

/** What an answer teaches about the targets: an update's new version, a delete's end. */
const learn = (work: Workload, call: WriteCall, answer: CallAnswer) => {
  if (answer.status < 200 || answer.status >= 300) return
  const intent = call.intent
  if (intent.kind === "delete") {
    work.targets.delete(rowKey(intent.entity, intent.id))
    return
  }
  const row = JSON.parse(answer.text) as { id: number; version: number }
  const key = rowKey(intent.entity, row.id)
  const known = work.targets.get(key)
  if (known === undefined)
    work.targets.set(key, { entity: intent.entity, id: row.id, version: row.version, deletable: true })
  else known.version = Math.max(known.version, row.version)
}

const headersFor = (call: WriteCall, cookie: string | undefined): Record<string, string> => ({
  "Idempotency-Key": call.key,
  ...(call.ifMatch === undefined ? {} : { "If-Match": `"${call.ifMatch}"` }),
  ...(cookie === undefined ? {} : { Cookie: cookie }),
})

/** Send one request of the record (a first sending or a replay); its answers, or undefined without one. */
export const sendRequest = async (
  client: HttpClient,
  request: Pick<SentRequest, "via" | "calls" | "anonymous">,
  cookie: string,
): Promise<CallAnswer[] | undefined> => {
  const session = request.anonymous ? undefined : cookie
  try {
    if (request.via === "api") {
      const call = request.calls[0] as WriteCall
      const answer = await client.send({
        method: call.method,
        path: call.path,
        headers: headersFor(call, session),
        body: call.body,
      })
      return [
        {
          status: answer.status,
          text: answer.text,
          replayed: answer.headers["idempotency-replayed"] === "true",
        },
      ]
    }
    const mutations = request.calls.map((call) => ({
      key: call.key,
      method: call.method,
      path: call.path,
      ...(call.ifMatch === undefined ? {} : { ifMatch: call.ifMatch }),
      ...(call.body === undefined ? {} : { body: call.body }),
    }))
    const answer = await client.send({
      method: "POST",
      path: "/api/sync/push",
      headers: session === undefined ? {} : { Cookie: session },
      body: { mutations },
    })
    // A batch refused as a whole: every call of it has that answer (the checks report the status).
    if (answer.status !== 200)
      return request.calls.map(() => ({ status: answer.status, text: answer.text, replayed: false }))
    const { results } = JSON.parse(answer.text) as {
      results: Array<{ status: number; body: unknown; replayed?: boolean }>
    }
    return results.map((result) => ({
      status: result.status,
      text: JSON.stringify(result.body),
      replayed: result.replayed === true,
    }))
  } catch {
    return undefined // the connection failed: the server is gone
  }
}

/** Workers send writes until `stopped()`; every request and answer goes into the ledger. */
export const runWorkers = async (
  work: Workload,
  client: HttpClient,
  cookie: string,
  options: { workers: number; stopped: () => boolean; onAnswer?: () => void },
): Promise<void> => {
  const busy = new Set<string>()
  const worker = async () => {
    while (!options.stopped()) {
      const batch = work.random() < 0.35
      const anonymous = work.random() < 0.08
      const count = batch ? 2 + Math.floor(work.random() * 7) : 1
      const calls: WriteCall[] = []
      for (let i = 0; i < count; i++) calls.push(nextCall(work, busy, anonymous))
      const request: SentRequest = {
        via: batch ? "push" : "api",
        calls,
        anonymous,
        cycle: work.cycle,
        answers: undefined,
      }
      work.ledger.add(request)
      const answers = await sendRequest(client, request, cookie)
      for (const call of calls)
        if (call.intent.kind !== "create") busy.delete(rowKey(call.intent.entity, call.intent.id))
      if (answers === undefined) return
      request.answers = answers
      options.onAnswer?.()
      answers.forEach((answer, index) => {
        const call = calls[index] as WriteCall
        work.ledger.noteAnswer(call.key, answer)
        learn(work, call, answer)
      })
    }
  }
  await Promise.all(Array.from({ length: options.workers }, worker))
}

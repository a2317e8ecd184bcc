/**
 * Stores the XSS corpus through the real API in every free-text and URL field of a few records of each
 * entity (xss.spec.ts), spread so that every payload lands in text fields and Markdown bodies, and every
 * payload the URL rule accepts lands in a URL field; deletes them again at the end.
 */
import { type APIRequestContext, expect } from "@playwright/test"
import { isStorableText } from "../../schema/storable-text.ts"
import { isValidUrl } from "../../schema/url.ts"
import { type XssPayload, xssCorpus } from "./xss-corpus.ts"

/**
 * The corpus's payloads a write can store: all but those holding a NUL or a lone surrogate, which the
 * server refuses in any field (400, schema/storable-text.ts). The specs store these; they try the
 * others in a URL field and expect that refusal.
 */
export const storablePayloads = xssCorpus.filter((payload) => isStorableText(payload.text))

/** Hands out the (storable) corpus's texts in order, starting over at the end. */
export class PayloadFeed {
  private next = 0
  /** Every payload id handed out, to prove coverage. */
  readonly used = new Set<number>()

  constructor(private readonly payloads: ReadonlyArray<XssPayload> = storablePayloads) {}

  one(): string {
    const payload = this.payloads[this.next % this.payloads.length]
    if (payload === undefined) throw new Error("empty corpus")
    this.next++
    this.used.add(payload.id)
    return payload.text
  }

  /** Up to `count` payloads, for a list field (each item at most 200 characters). */
  list(count = 100): string[] {
    return Array.from({ length: count }, () => this.one())
  }

  /** As many payloads as fit in `max` characters, one per line (at least one). */
  joined(max: number, separator = "\n"): string {
    let text = this.one()
    for (;;) {
      const payload = this.payloads[this.next % this.payloads.length]
      if (payload === undefined || text.length + separator.length + payload.text.length > max) return text
      text += separator + this.one()
    }
  }
}

/**
 * Payloads that read the same in a page's text as in the record: no control, format or doubled
 * white space (Playwright's text matching collapses white space). Records are named with these, so the
 * specs can look for a record's name, literally, on its page.
 */
export const plainPayloads = storablePayloads.filter(
  (payload) =>
    !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u3000]|\s\s|[\ud800-\udfff]/u.test(payload.text) &&
    payload.text.trim() === payload.text &&
    payload.group !== "key",
)

/** The corpus's payloads that the URL rule accepts: these are stored in URL fields and rendered. */
export const acceptedUrlPayloads = xssCorpus.filter((payload) => isValidUrl(payload.text))

export type HostileEntity = "employees" | "teams" | "projects" | "tools" | "blog-posts"

export interface HostileRecord {
  readonly entity: HostileEntity | "collaborations"
  readonly id: number
  /** The record's name (title, company name): a plain payload and the run's token. */
  readonly name: string
  /** The public page that shows the record, if any. */
  readonly page: string | null
}

export interface HostileRecords {
  readonly token: string
  readonly records: ReadonlyArray<HostileRecord>
  /** One record per URL field, for the refusal check: [entity, id, field]. */
  readonly urlFields: ReadonlyArray<readonly [HostileEntity, number, string]>
  /** Ids of the payloads stored in text fields, in Markdown bodies and in URL fields. */
  readonly coverage: { readonly text: Set<number>; readonly markdown: Set<number>; readonly url: Set<number> }
  readonly byEntity: (entity: HostileRecord["entity"]) => ReadonlyArray<HostileRecord>
}

const created = async (api: APIRequestContext, path: string, body: Record<string, unknown>) => {
  const response = await api.post(path, { data: body })
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201)
  return (await response.json()) as { id: number }
}

/** Hands out the accepted URL payloads, one per URL field, then `fallback` once they are all placed. */
const urlSlots = (coverage: Set<number>) => {
  let next = 0
  return (fallback: string | null): string | null => {
    const payload = acceptedUrlPayloads[next++]
    if (payload === undefined) return fallback
    coverage.add(payload.id)
    return payload.text
  }
}

/**
 * Creates the hostile records: 3 employees, 2 teams (of those employees), 2 projects (of those teams,
 * naming the first employee so its page lists them), 3 tools, 2 published posts and 2 collaboration
 * requests (sent as a visitor sends them). Names end with `token`, unique to the run.
 */
export const createHostileRecords = async (
  api: APIRequestContext,
  visitor: APIRequestContext,
  token: string,
): Promise<HostileRecords> => {
  const text = new PayloadFeed()
  const names = new PayloadFeed(plainPayloads)
  const name = () => `${names.one()} ${token}`
  const urlCoverage = new Set<number>()
  const url = urlSlots(urlCoverage)
  const records: HostileRecord[] = []
  const urlFields: Array<readonly [HostileEntity, number, string]> = []
  // Built-in property names in the fields whose value picks an icon or a colour.
  const professions = [text.one(), "constructor", "__proto__"]

  const employees: number[] = []
  for (let index = 0; index < 3; index++) {
    const employeeName = name()
    const { id } = await created(api, "/api/employees", {
      name: employeeName,
      image: url("/demo/fallback-employee.svg"),
      description: text.joined(2_000),
      profession: professions[index],
      useCases: text.joined(2_000, ","),
      technicalDetails: text.joined(2_000),
      capabilities: text.list(),
      integrations: text.list(),
      modelBase: text.one(),
      agentVersion: text.one(),
      url: url(null),
    })
    employees.push(id)
    records.push({ entity: "employees", id, name: employeeName, page: `/employees/${id}` })
    if (index === 0) urlFields.push(["employees", id, "image"], ["employees", id, "url"])
  }

  const teams: number[] = []
  for (let index = 0; index < 2; index++) {
    const teamName = name()
    const { id } = await created(api, "/api/teams", {
      name: teamName,
      image: url("/demo/fallback-team.svg"),
      description: text.joined(2_000),
      composition: employees,
      teamType: text.one(),
      category: index === 0 ? "toString" : text.one(),
      capabilities: text.list(),
      technicalDetails: text.joined(2_000),
      orchestrationType: index === 0 ? "hasOwnProperty" : text.one(),
      communicationProtocol: text.one(),
      url: url(null),
    })
    teams.push(id)
    records.push({ entity: "teams", id, name: teamName, page: `/teams/${id}` })
    if (index === 0) urlFields.push(["teams", id, "image"], ["teams", id, "url"])
  }

  const firstEmployee = records[0]?.name ?? ""
  for (let index = 0; index < 2; index++) {
    const projectName = name()
    const { id } = await created(api, "/api/projects", {
      name: projectName,
      image: url("/demo/fallback-project.svg"),
      description: `${firstEmployee}\n${text.joined(1_800)}`,
      teamDescription: index === 0 ? "toString" : text.one(),
      category: text.one(),
      industry: text.one(),
      challengeDescription: text.joined(2_000),
      solutionDescription: text.joined(2_000),
      resultDescription: text.joined(2_000, "。"),
      technologies: text.list(),
      teamComposition: teams,
      url: url(null),
    })
    records.push({ entity: "projects", id, name: projectName, page: `/projects/${id}` })
    if (index === 0) urlFields.push(["projects", id, "image"], ["projects", id, "url"])
  }

  const toolCategories = ["constructor", "__proto__", text.one()]
  for (let index = 0; index < 3; index++) {
    const toolName = name()
    const { id } = await created(api, "/api/tools", {
      name: toolName,
      description: text.joined(2_000),
      technicalDescription: text.joined(2_000),
      icon: index === 0 ? "__proto__" : text.one(),
      category: toolCategories[index],
      features: text.list(),
      compatibility: text.list(),
      apiDocUrl: url(null),
      url: url(null),
    })
    records.push({ entity: "tools", id, name: toolName, page: `/tools/${id}` })
    if (index === 0) urlFields.push(["tools", id, "apiDocUrl"], ["tools", id, "url"])
  }

  // The Markdown bodies: the whole (storable) corpus, once as paragraphs and once in reverse, line
  // after line (a payload then continues the one before it: other block and inline contexts).
  const markdownCoverage = new Set(storablePayloads.map((payload) => payload.id))
  const bodies = [
    storablePayloads.map((payload) => payload.text).join("\n\n"),
    [...storablePayloads]
      .reverse()
      .map((payload) => payload.text)
      .join("\n"),
  ]
  for (const [index, content] of bodies.entries()) {
    const title = name()
    const { id } = await created(api, "/api/blog-posts", {
      title,
      image: url("/demo/fallback-blog.svg"),
      content,
      summary: text.joined(2_000),
      category: "技术趋势",
    })
    const published = await api.patch(`/api/blog-posts/${id}/publish`, { data: { isPublished: true } })
    expect(published.ok(), await published.text()).toBe(true)
    records.push({ entity: "blog-posts", id, name: title, page: `/blog/${id}` })
    if (index === 0) urlFields.push(["blog-posts", id, "image"])
  }

  // Collaboration requests come from visitors: the public API, without a session.
  const emailLike = plainPayloads.filter(
    (payload) => !/[\s@]/.test(payload.text) && payload.text.length < 150,
  )
  for (let index = 0; index < 2; index++) {
    const companyName = name()
    const response = await visitor.post("/api/collaborations", {
      data: {
        companyName,
        contactName: text.one(),
        email: `${emailLike[index]?.text ?? "x"}@x.example`,
        phone: `${text.one()}00000`,
        message: text.joined(10_000),
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    const { id } = (await response.json()) as { id: number }
    records.push({ entity: "collaborations", id, name: companyName, page: null })
  }

  // Every accepted URL payload has found a URL field.
  expect(acceptedUrlPayloads.filter((payload) => !urlCoverage.has(payload.id))).toEqual([])
  return {
    token,
    records,
    urlFields,
    coverage: { text: new Set([...text.used, ...names.used]), markdown: markdownCoverage, url: urlCoverage },
    byEntity: (entity) => records.filter((record) => record.entity === entity),
  }
}

/** Deletes the records (projects and teams first, so no reference is rewritten needlessly). */
export const deleteHostileRecords = async (api: APIRequestContext, records: ReadonlyArray<HostileRecord>) => {
  const order: ReadonlyArray<HostileRecord["entity"]> = [
    "projects",
    "teams",
    "employees",
    "tools",
    "blog-posts",
    "collaborations",
  ]
  for (const entity of order)
    for (const record of records.filter((candidate) => candidate.entity === entity)) {
      const response = await api.delete(`/api/${entity}/${record.id}`)
      expect([200, 404], await response.text()).toContain(response.status())
    }
}

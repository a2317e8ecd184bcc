/**
 * Generated ids and bodies against every accounts route (issue 29), as an administrator and
 * anonymously: the server answers 2xx or 4xx with the API's error body, never a 500, whatever arrives
 * (ids beyond PostgreSQL's integer, NUL and lone surrogates, wrong types, anything JSON). On SQLite,
 * and on PostgreSQL under `npm run test:pg`.
 */
import fc from "fast-check"
import { describe, expect, test } from "vitest"
import { roles } from "../../schema/roles.ts"
import { inviteAccount, tokenOf } from "../test-support/accounts.ts"
import { adminSessionPerFile } from "../test-support/admin-session.ts"

const admin = adminSessionPerFile()

const idArb = fc.oneof(
  fc.integer({ min: 1, max: 6 }).map(String),
  fc.constantFrom("0", "-1", "1e3", "1.5", "abc", "%00", "%", "2147483648", "99999999999999999999"),
  fc.bigInt({ min: 2_147_483_648n, max: 10n ** 20n }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
)

/** A text no database keeps as sent (a NUL, a lone surrogate), or any text. */
const textArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("\u0000", "\ud800", "a\u0000b", "x".repeat(300), "", " "),
)

const accountBodyArb = fc.oneof(
  fc.record(
    {
      username: fc.oneof(textArb, fc.jsonValue()),
      displayName: fc.oneof(textArb, fc.jsonValue()),
      role: fc.oneof(fc.constantFrom(...roles), textArb),
      state: fc.oneof(fc.constantFrom("active", "disabled"), textArb),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
)

const secretBodyArb = fc.oneof(
  fc.record(
    {
      token: fc.oneof(textArb, fc.jsonValue()),
      current: textArb,
      password: fc.oneof(textArb, fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
)

const requestArb = fc.oneof(
  accountBodyArb.map((body) => ({ method: "POST", path: "/api/accounts", body })),
  fc
    .tuple(idArb, accountBodyArb)
    .map(([id, body]) => ({ method: "PATCH", path: `/api/accounts/${id}`, body })),
  idArb.map((id) => ({ method: "POST", path: `/api/accounts/${id}/reset`, body: undefined })),
  idArb.map((id) => ({ method: "DELETE", path: `/api/accounts/${id}`, body: undefined })),
  secretBodyArb.map((body) => ({ method: "POST", path: "/api/invitations/check", body })),
  secretBodyArb.map((body) => ({ method: "POST", path: "/api/invitations/accept", body })),
  secretBodyArb.map((body) => ({ method: "POST", path: "/api/account/password", body })),
  idArb.map((id) => ({ method: "DELETE", path: `/api/account/sessions/${id}`, body: undefined })),
  fc.constant({ method: "GET", path: "/api/account/sessions", body: undefined }),
)

describe("generated requests to the accounts API", () => {
  test("answer 2xx or 4xx with a message and a code, never a 500", async () => {
    // Some accounts to aim at, one with an open link.
    for (const role of roles) await inviteAccount(admin, { username: `fuzz-${role}`, role })
    const { invitation } = await inviteAccount(admin, { username: "fuzz-link", role: "viewer" })
    expect(tokenOf(invitation)).toHaveLength(43)
    await fc.assert(
      fc.asyncProperty(requestArb, fc.boolean(), async ({ method, path, body }, signedIn) => {
        const answer = await admin.api.request(method, path, {
          body: body === undefined ? undefined : (JSON.stringify(body) ?? "null"),
          cookie: signedIn ? admin.cookie : undefined,
          headers: { "Accept-Language": "en" },
        })
        expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500)
        if (answer.status >= 400) {
          expect(typeof answer.body?.message).toBe("string")
          expect(typeof answer.body?.code).toBe("string")
        }
      }),
      { numRuns: 300 },
    )
    // Whatever was demoted or reset on the way, nobody can disable, reset or delete themselves.
    expect((await admin.api.get("/api/user", { cookie: admin.cookie })).status).toBe(200)
  })
})

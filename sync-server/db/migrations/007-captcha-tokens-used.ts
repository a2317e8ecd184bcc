/**
 * Used captcha nonces (auth/captcha-used.ts): the captcha no longer lives in a session row created
 * by every `GET /api/captcha`; its signed cookie is single-use, and this table remembers the nonces
 * that were used, each until its token expires (at most five minutes).
 */
import type { Knex } from "knex"

export const name = "007-captcha-tokens-used"

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("captcha_tokens_used", (t) => {
    t.string("nonce", 32).primary()
    t.bigInteger("expires_ms").notNullable().index()
  })
}

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists("captcha_tokens_used")
}

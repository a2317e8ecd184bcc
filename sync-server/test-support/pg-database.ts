/**
 * A fresh, empty database on the test PostgreSQL (TEST_POSTGRES_URL, set by `npm run test:pg`), for
 * the suites that run several servers or several connections on one database (sync-server/scale/).
 */
import { randomBytes } from "node:crypto"
import knex from "knex"

export interface PostgresDatabase {
  readonly url: string
  drop(): Promise<void>
}

/** The test PostgreSQL's URL; the *.pg.test.ts suites run only under `npm run test:pg`. */
export const testPostgresUrl = (): string => {
  const url = process.env.TEST_POSTGRES_URL
  if (!url) throw new Error("TEST_POSTGRES_URL is not set: run this suite with npm run test:pg")
  return url
}

const onServer = async <T>(adminUrl: string, work: (admin: knex.Knex) => Promise<T>): Promise<T> => {
  const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } })
  try {
    return await work(admin)
  } finally {
    await admin.destroy()
  }
}

export const createPostgresDatabase = async (adminUrl = testPostgresUrl()): Promise<PostgresDatabase> => {
  const name = `scale_${randomBytes(6).toString("hex")}`
  await onServer(adminUrl, (admin) => admin.raw(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, (admin) => admin.raw(`drop database if exists ${name} with (force)`)),
  }
}

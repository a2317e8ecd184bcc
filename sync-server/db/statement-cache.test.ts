import BetterSqlite3 from "better-sqlite3"
import { expect, test } from "vitest"
import { cachePreparedStatements } from "./statement-cache.ts"

const counted = () => {
  const connection = new BetterSqlite3(":memory:")
  const prepare = connection.prepare.bind(connection)
  const prepared: string[] = []
  connection.prepare = ((sql: string) => {
    prepared.push(sql)
    return prepare(sql)
  }) as typeof connection.prepare
  return { connection, prepared }
}

test("a statement is prepared once per SQL text and gives the same answers as a fresh one", () => {
  const { connection, prepared } = counted()
  cachePreparedStatements(connection)
  connection.exec("create table t (id integer primary key, name text)")
  const insert = "insert into t (name) values (?)"
  for (const name of ["a", "b", "c"]) (connection.prepare(insert) as BetterSqlite3.Statement).run(name)
  const select = "select name from t where id > ? order by id"
  expect((connection.prepare(select) as BetterSqlite3.Statement).all(0)).toEqual([
    { name: "a" },
    { name: "b" },
    { name: "c" },
  ])
  expect((connection.prepare(select) as BetterSqlite3.Statement).all(2)).toEqual([{ name: "c" }])
  expect(prepared.filter((sql) => sql === insert)).toHaveLength(1)
  expect(prepared.filter((sql) => sql === select)).toHaveLength(1)
})

test("a kept statement still works after the schema changed under it", () => {
  const { connection } = counted()
  cachePreparedStatements(connection)
  connection.exec("create table t (id integer primary key)")
  const select = "select * from t"
  expect((connection.prepare(select) as BetterSqlite3.Statement).all()).toEqual([])
  connection.exec("alter table t add column name text; insert into t (name) values ('x')")
  expect((connection.prepare(select) as BetterSqlite3.Statement).all()).toEqual([{ id: 1, name: "x" }])
})

test("only the most recently used statements are kept", () => {
  const { connection, prepared } = counted()
  cachePreparedStatements(connection, 2)
  const sql = (n: number) => `select ${n} as n`
  for (const n of [1, 2, 1, 3, 1, 2]) connection.prepare(sql(n))
  // 1 stays (used before 3 came), 2 was let go when 3 came and is prepared again.
  expect(prepared).toEqual([sql(1), sql(2), sql(3), sql(2)])
})

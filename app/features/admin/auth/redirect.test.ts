import { expect, test } from "vitest"
import { safeAdminRedirect } from "./redirect.ts"

test("after login only back-office paths are followed", () => {
  expect(safeAdminRedirect("/systemadmin/blog")).toBe("/systemadmin/blog")
  expect(safeAdminRedirect("/systemadmin/employees?x=1")).toBe("/systemadmin/employees?x=1")
  expect(safeAdminRedirect(undefined)).toBe("/systemadmin")
  expect(safeAdminRedirect("https://evil.example/systemadmin")).toBe("/systemadmin")
  expect(safeAdminRedirect("//evil.example")).toBe("/systemadmin")
  expect(safeAdminRedirect("/systemadminx")).toBe("/systemadmin")
  expect(safeAdminRedirect("/systemadmin/login")).toBe("/systemadmin")
})

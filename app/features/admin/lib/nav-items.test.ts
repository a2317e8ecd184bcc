import { expect, test } from "vitest"
import { i18nObject } from "../../../i18n/i18n-util.ts"
import { loadAllLocales } from "../../../i18n/i18n-util.sync.ts"
import { navItems, requiredPermission } from "./nav-items.ts"

loadAllLocales()
const LL = i18nObject("en")
const addresses = (role: Parameters<typeof navItems>[1]) => navItems(LL, role).map((item) => item.to)

test("each screen's address names what a role needs to use it; an address under it needs the same", () => {
  expect(requiredPermission("/systemadmin")).toBe("readBackOffice")
  expect(requiredPermission("/systemadmin/employees")).toBe("readBackOffice")
  expect(requiredPermission("/systemadmin/collaborations")).toBe("readEnquiries")
  expect(requiredPermission("/systemadmin/settings")).toBe("editSettings")
  expect(requiredPermission("/systemadmin/activity")).toBe("readActivity")
  expect(requiredPermission("/systemadmin/accounts")).toBe("manageAccounts")
  expect(requiredPermission("/systemadmin/accounts/7")).toBe("manageAccounts")
  // The own account is not the accounts screen, though its address is the start of that one's.
  expect(requiredPermission("/systemadmin/account")).toBe("readBackOffice")
  expect(requiredPermission("/systemadmin/settingsx")).toBe("readBackOffice")
})

test("the navigation shows a role only what it may use, and everyone their own account", () => {
  expect(addresses("admin")).toEqual([
    "/systemadmin",
    "/systemadmin/employees",
    "/systemadmin/teams",
    "/systemadmin/projects",
    "/systemadmin/tools",
    "/systemadmin/collaborations",
    "/systemadmin/blog",
    "/systemadmin/settings",
    "/systemadmin/media",
    "/systemadmin/activity",
    "/systemadmin/accounts",
    "/systemadmin/account",
  ])
  const staff = [
    "/systemadmin",
    "/systemadmin/employees",
    "/systemadmin/teams",
    "/systemadmin/projects",
    "/systemadmin/tools",
    "/systemadmin/blog",
    "/systemadmin/media",
    "/systemadmin/account",
  ]
  expect(addresses("editor")).toEqual(staff)
  expect(addresses("viewer")).toEqual(staff)
  expect(addresses(undefined)).toEqual([])
})

import { expect, test } from "vitest"
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import { visibleSections } from "./nav-links.ts"

test("every section is linked while its show flag is on", () => {
  expect(visibleSections(settingsDefaults).map((link) => link.to)).toEqual([
    "/employees",
    "/teams",
    "/projects",
    "/tools",
    "/blog",
    "/collaboration",
  ])
})

test("a section whose flag is off is not linked", () => {
  const settings = { ...settingsDefaults, showTeams: false, showBlog: false, showCollaboration: false }
  expect(visibleSections(settings).map((link) => link.to)).toEqual(["/employees", "/projects", "/tools"])
})

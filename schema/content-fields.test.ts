/**
 * The declarations of the content kinds (schema/content-fields.ts) against their schemas: every field
 * a row holds is declared (so the back office edits it) unless it is bookkeeping, every declared field
 * and twin is a field of the row and of the create and update schemas, the twins are the ones the
 * schemas translate, and the public page's facts are fields it can show.
 */
import { describe, expect, it } from "vitest"
import {
  type ContentDeclaration,
  declaredNames,
  factFields,
  translatedFields,
  twinOf,
} from "./content-fields.ts"
import { Employee, EmployeeCreate, EmployeeUpdate, employeeEnglishFields } from "./entities/employee.ts"
import { employeeFields } from "./entities/employee-fields.ts"
import { Project, ProjectCreate, ProjectUpdate, projectEnglishFields } from "./entities/project.ts"
import { projectFields } from "./entities/project-fields.ts"
import { Team, TeamCreate, TeamUpdate, teamEnglishFields } from "./entities/team.ts"
import { teamFields } from "./entities/team-fields.ts"
import { Tool, ToolCreate, ToolUpdate, toolEnglishFields } from "./entities/tool.ts"
import { toolFields } from "./entities/tool-fields.ts"

/**
 * What no form field edits: the sync bookkeeping, the switch the list's toggle sets, the creation
 * time, and the schedule (set by the dialog's own schedule control, schema/schedule.ts).
 */
const bookkeeping = [
  "id",
  "version",
  "updatedAt",
  "createdAt",
  "isActive",
  "publishAt",
  "unpublishAt",
  "englishBasis",
]

const kinds: ReadonlyArray<{
  readonly declaration: ContentDeclaration
  readonly row: { readonly fields: Readonly<Record<string, unknown>> }
  readonly create: { readonly fields: Readonly<Record<string, unknown>> }
  readonly update: { readonly fields: Readonly<Record<string, unknown>> }
  readonly english: ReadonlyArray<string>
  /** Row fields kept out of the form on purpose, and why. */
  readonly notEdited: ReadonlyArray<string>
}> = [
  {
    declaration: employeeFields,
    row: Employee,
    create: EmployeeCreate,
    update: EmployeeUpdate,
    english: employeeEnglishFields,
    notEdited: [],
  },
  {
    declaration: teamFields,
    row: Team,
    create: TeamCreate,
    update: TeamUpdate,
    english: teamEnglishFields,
    // A code of the spec's data model that no page shows or filters by.
    notEdited: ["category"],
  },
  {
    declaration: projectFields,
    row: Project,
    create: ProjectCreate,
    update: ProjectUpdate,
    english: projectEnglishFields,
    // The spec's project "category" code: no page shows it (the team category, teamDescription, is shown).
    notEdited: ["category"],
  },
  {
    declaration: toolFields,
    row: Tool,
    create: ToolCreate,
    update: ToolUpdate,
    english: toolEnglishFields,
    notEdited: [],
  },
]

describe.each(kinds)("the $declaration.entity declaration", (kind) => {
  const names = declaredNames(kind.declaration)

  it("declares every field a row holds, except bookkeeping", () => {
    const undeclared = Object.keys(kind.row.fields).filter(
      (name) => !names.includes(name) && !bookkeeping.includes(name) && !kind.notEdited.includes(name),
    )
    expect(undeclared).toEqual([])
  })

  it("declares only fields the row, the create and the update schemas have", () => {
    for (const schema of [kind.row, kind.create, kind.update])
      expect(names.filter((name) => !(name in schema.fields))).toEqual([])
  })

  it("has exactly the English twins the schemas translate", () => {
    expect(translatedFields(kind.declaration).map(twinOf).sort()).toEqual([...kind.english].sort())
  })

  it("names each field once", () => {
    expect(new Set(names).size).toBe(names.length)
  })

  it("shows as facts only texts and lists (what the public page's facts know how to show)", () => {
    expect(
      factFields(kind.declaration).filter((field) => field.widget !== "text" && field.widget !== "list"),
    ).toEqual([])
  })
})

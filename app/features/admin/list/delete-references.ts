/**
 * What deleting an employee or a team changes elsewhere (issue 28): the server drops a deleted
 * employee from every team's members and a deleted team from every project's implementation teams
 * (sync-server/routes/content-specs.ts). The confirmation names those rows before it happens.
 */
import type { Project } from "../../../../schema/entities/project.ts"
import type { Team } from "../../../../schema/entities/team.ts"

/** The names of the teams the employee is a member of, in the list's order. */
export const teamsWithMember = (teams: ReadonlyArray<Team>, employeeId: number): string[] =>
  teams.filter((team) => team.composition.includes(employeeId)).map((team) => team.name)

/** The names of the projects that name the team among their implementation teams. */
export const projectsWithTeam = (projects: ReadonlyArray<Project>, teamId: number): string[] =>
  projects.filter((project) => project.teamComposition.includes(teamId)).map((project) => project.name)

/** Names as the language lists them ("A、B和C", "A, B and C"); null for none. */
export const listedNames = (names: ReadonlyArray<string>, locale: string): string | null =>
  names.length === 0 ? null : new Intl.ListFormat(locale, { type: "conjunction" }).format(names)

/**
 * The site's sections and which settings flag shows each (spec: "nav and footer links follow the
 * settings show flags"). Header, mobile menu and footer all read this one list.
 */
import type { SettingsFields } from "../../../../schema/entities/settings.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"

export type SectionPath = "/employees" | "/teams" | "/projects" | "/tools" | "/blog" | "/collaboration"

type ShowFlag =
  "showEmployees" | "showTeams" | "showProjects" | "showTools" | "showBlog" | "showCollaboration"

export interface SectionLink {
  readonly to: SectionPath
  readonly flag: ShowFlag
  readonly label: (LL: TranslationFunctions) => string
}

export const sectionLinks: ReadonlyArray<SectionLink> = [
  { to: "/employees", flag: "showEmployees", label: (LL) => LL.common.nav.employees() },
  { to: "/teams", flag: "showTeams", label: (LL) => LL.common.nav.teams() },
  { to: "/projects", flag: "showProjects", label: (LL) => LL.common.nav.projects() },
  { to: "/tools", flag: "showTools", label: (LL) => LL.common.nav.tools() },
  { to: "/blog", flag: "showBlog", label: (LL) => LL.common.nav.blog() },
  { to: "/collaboration", flag: "showCollaboration", label: (LL) => LL.common.nav.collaboration() },
]

export const visibleSections = (settings: Pick<SettingsFields, ShowFlag>): ReadonlyArray<SectionLink> =>
  sectionLinks.filter((link) => settings[link.flag])

/** Outside this app (another app on the same host, or another host): plain links, not router links. */
export const externalLinks = {
  workspace: "/myworkspace/",
  login: "/myworkspace/login",
  register: "/myworkspace/register",
  careers: "https://careers.example.com/",
} as const

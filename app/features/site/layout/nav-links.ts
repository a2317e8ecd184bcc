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

/** The separate workspace app's pages (spec: login and sign up), under the address the settings give. */
export interface WorkspaceLinks {
  readonly home: string
  readonly login: string
  readonly register: string
}

/**
 * The workspace's links, or null while the settings give it no address (issue 28: the links led to
 * this site's 404 page): a header and footer with no sign-in beat two links that go nowhere.
 */
export const workspaceLinks = (settings: Pick<SettingsFields, "workspaceUrl">): WorkspaceLinks | null => {
  const home = settings.workspaceUrl.trim()
  if (home === "") return null
  // "https://work.example.cn/app?x" and "/myworkspace/" alike: the pages are under its path.
  const base = home.replace(/[?#].*$/, "").replace(/\/+$/, "")
  return { home, login: `${base}/login`, register: `${base}/register` }
}

/** A social account the footer links to. */
export interface SocialAccount {
  readonly label: "wechat" | "weibo" | "github" | "linkedin"
  readonly href: string
}

const socialKeys = [
  ["wechat", "wechatUrl"],
  ["weibo", "weiboUrl"],
  ["github", "githubUrl"],
  ["linkedin", "linkedinUrl"],
] as const

/** The accounts whose address the settings give, in the footer's order (issue 28: no home pages). */
export const socialAccounts = (
  settings: Pick<SettingsFields, (typeof socialKeys)[number][1]>,
): ReadonlyArray<SocialAccount> =>
  socialKeys.flatMap(([label, key]) => {
    const href = settings[key].trim()
    return href === "" ? [] : [{ label, href }]
  })

import {
  Blocks,
  FileText,
  FolderKanban,
  Images,
  Handshake,
  LayoutDashboard,
  ScrollText,
  Settings,
  UserCog,
  UserRound,
  Users,
  Wrench,
} from "lucide-react"
import { type Permission, type Role, can } from "../../../../schema/roles.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"

export const sectionKeys = [
  "employees",
  "teams",
  "projects",
  "tools",
  "collaborations",
  "blog",
  "settings",
] as const
export type SectionKey = (typeof sectionKeys)[number]

export const sectionIcons = {
  employees: Users,
  teams: Blocks,
  projects: FolderKanban,
  tools: Wrench,
  collaborations: Handshake,
  blog: FileText,
  settings: Settings,
} as const

export const sectionPath = (key: SectionKey) => `/systemadmin/${key}` as const

/** The activity log (issue 19): every change and sign-in, across the sections. */
export const activityPath = "/systemadmin/activity" as const
export const ActivityIcon = ScrollText

/** The media library (issue 18): uploaded pictures, their use counts, alt texts and deleting unused ones. */
export const mediaPath = "/systemadmin/media" as const
export const MediaIcon = Images

/** Team accounts (issue 29): the administrators' accounts screen, and everyone's own account. */
export const accountsPath = "/systemadmin/accounts" as const
export const AccountsIcon = UserCog
export const accountPath = "/systemadmin/account" as const
export const AccountIcon = UserRound

/**
 * What a role needs to use each screen (schema/roles.ts): the navigation and the dashboard hide what
 * it cannot use, and the protected layout shows a "no access" panel at such an address instead.
 */
export const sectionPermissions = {
  employees: "readBackOffice",
  teams: "readBackOffice",
  projects: "readBackOffice",
  tools: "readBackOffice",
  collaborations: "readEnquiries",
  blog: "readBackOffice",
  settings: "editSettings",
} as const satisfies Record<SectionKey, Permission>

const screenPermissions: ReadonlyArray<readonly [string, Permission]> = [
  ...sectionKeys.map((key) => [sectionPath(key), sectionPermissions[key]] as const),
  [mediaPath, "readBackOffice"],
  [activityPath, "readActivity"],
  [accountsPath, "manageAccounts"],
  [accountPath, "readBackOffice"],
]

/** The permission the screen at `pathname` needs (its own address or one under it); the dashboard's for the rest. */
export const requiredPermission = (pathname: string): Permission =>
  screenPermissions.find(([path]) => pathname === path || pathname.startsWith(`${path}/`))?.[1] ??
  "readBackOffice"

/**
 * Dashboard first, then the seven sections (spec section 2), the media library, the activity log and
 * the accounts, each only for a role that may use it; the own account last, for everyone.
 */
export const navItems = (LL: TranslationFunctions, role: Role | undefined) =>
  [
    { to: "/systemadmin", label: LL.admin.nav.dashboard(), Icon: LayoutDashboard, exact: true },
    ...sectionKeys.map((key) => ({
      to: sectionPath(key),
      label: LL.admin.nav[key](),
      Icon: sectionIcons[key],
      exact: false,
    })),
    { to: mediaPath, label: LL.mediaLibrary.nav(), Icon: MediaIcon, exact: false },
    { to: activityPath, label: LL.admin.nav.activity(), Icon: ActivityIcon, exact: false },
    { to: accountsPath, label: LL.accounts.nav(), Icon: AccountsIcon, exact: false },
    // Exact: "/systemadmin/accounts" starts with this address too.
    { to: accountPath, label: LL.accounts.me.nav(), Icon: AccountIcon, exact: true },
  ].filter((item) => can(role, requiredPermission(item.to)))

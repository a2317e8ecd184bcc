import {
  Blocks,
  FileText,
  FolderKanban,
  Images,
  Handshake,
  LayoutDashboard,
  ScrollText,
  Settings,
  Users,
  Wrench,
} from "lucide-react"
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

/** Dashboard first, then the seven sections (spec section 2), then the media library and the activity log. */
export const navItems = (LL: TranslationFunctions) => [
  { to: "/systemadmin", label: LL.admin.nav.dashboard(), Icon: LayoutDashboard, exact: true },
  ...sectionKeys.map((key) => ({
    to: sectionPath(key),
    label: LL.admin.nav[key](),
    Icon: sectionIcons[key],
    exact: false,
  })),
  { to: mediaPath, label: LL.mediaLibrary.nav(), Icon: MediaIcon, exact: false },
  { to: activityPath, label: LL.admin.nav.activity(), Icon: ActivityIcon, exact: false },
]

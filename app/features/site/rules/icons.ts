/**
 * Icon and colour keys for tools and employees. Kept as plain names so the rule is testable without
 * React; the components turn a key into a Lucide icon. Unknown names get the defaults (spec section 2:
 * fallback icons and colours for unknown tool, employee and category names).
 */
import { toolIconNames } from "../../../../schema/entities/tool-fields.ts"
import type { Tone } from "./category-colors.ts"

/** A Lucide icon a tool may name (declared with the tool's fields); anything else shows a wrench. */
export type ToolIconName = (typeof toolIconNames)[number]
export const defaultToolIcon: ToolIconName = "Wrench"

export const toolIconName = (icon: string | null | undefined): ToolIconName =>
  (toolIconNames as ReadonlyArray<string>).includes(icon ?? "") ? (icon as ToolIconName) : defaultToolIcon

/** Tool category -> accent colour; unknown categories get the default. */
const toolCategoryTones: Readonly<Record<string, Tone>> = {
  communication: "blue",
  analytics: "purple",
  productivity: "green",
  development: "orange",
  knowledge: "teal",
  automation: "pink",
  security: "yellow",
}
// Object.hasOwn: a category or profession is content, and "constructor" or "__proto__" must not find
// Object's own members (a page that rendered one of those as an icon would crash).
export const toolCategoryTone = (category: string): Tone =>
  Object.hasOwn(toolCategoryTones, category) ? (toolCategoryTones[category] ?? "neutral") : "neutral"

/** Employee profession -> icon key and colour for the small badge on cards. */
export type EmployeeIconName =
  | "Headphones"
  | "ShoppingCart"
  | "BarChart3"
  | "Megaphone"
  | "Calculator"
  | "Scale"
  | "Users"
  | "Server"
  | "TrendingUp"
  | "ScanSearch"
  | "Bot"

const professionStyles: Readonly<Record<string, { icon: EmployeeIconName; tone: Tone }>> = {
  客户服务: { icon: "Headphones", tone: "blue" },
  电商运营: { icon: "ShoppingCart", tone: "orange" },
  数据分析: { icon: "BarChart3", tone: "purple" },
  内容营销: { icon: "Megaphone", tone: "pink" },
  财务审核: { icon: "Calculator", tone: "teal" },
  法务合规: { icon: "Scale", tone: "neutral" },
  人力资源: { icon: "Users", tone: "green" },
  "IT 运维": { icon: "Server", tone: "blue" },
  销售增长: { icon: "TrendingUp", tone: "yellow" },
  质量管理: { icon: "ScanSearch", tone: "green" },
}
export const defaultEmployeeStyle = { icon: "Bot", tone: "neutral" } as const satisfies {
  icon: EmployeeIconName
  tone: Tone
}

export const employeeStyle = (profession: string): { icon: EmployeeIconName; tone: Tone } =>
  (Object.hasOwn(professionStyles, profession.trim()) ? professionStyles[profession.trim()] : undefined) ??
  defaultEmployeeStyle

/** Turns the rule's icon key (rules/icons.ts) into a Lucide icon; unknown keys were already mapped to Bot. */
import {
  BarChart3,
  Bot,
  Calculator,
  Headphones,
  type LucideIcon,
  Megaphone,
  Scale,
  ScanSearch,
  Server,
  ShoppingCart,
  TrendingUp,
  Users,
} from "lucide-react"
import type { EmployeeIconName } from "../rules/icons.ts"

const icons: Record<EmployeeIconName, LucideIcon> = {
  Headphones,
  ShoppingCart,
  BarChart3,
  Megaphone,
  Calculator,
  Scale,
  Users,
  Server,
  TrendingUp,
  ScanSearch,
  Bot,
}

export function EmployeeIcon({ name, className }: { name: EmployeeIconName; className?: string }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" className={className} />
}

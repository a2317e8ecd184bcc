/** Turns a tool's icon name into a Lucide icon; names the rule does not know show a wrench. */
import {
  BarChart3,
  Bot,
  Calendar,
  Database,
  FileText,
  type LucideIcon,
  Mail,
  MessageSquare,
  ShieldCheck,
  Workflow,
  Wrench,
} from "lucide-react"
import { type ToolIconName, toolIconName } from "../rules/icons.ts"

const icons: Record<ToolIconName, LucideIcon> = {
  MessageSquare,
  BarChart3,
  FileText,
  Bot,
  Database,
  Workflow,
  Mail,
  Calendar,
  ShieldCheck,
  Wrench,
}

export function ToolIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = icons[toolIconName(icon)]
  return <Icon aria-hidden="true" className={className} />
}

import { Link } from "@tanstack/react-router"
import type { Tool } from "../../../../schema/entities/tool.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { Card } from "../../../ui/Card.tsx"
import { toolCategoryTone } from "../rules/icons.ts"
import { toolImage } from "../rules/images.ts"
import { labelOrCode } from "../rules/labels.ts"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { CardPicture } from "../content/Picture.tsx"
import { ToolIcon } from "./ToolIcon.tsx"

/** A tool on the list: its picture (uploaded, else chosen by name), icon, name, description, category. */
export function ToolCard({ tool, priority = false }: { tool: Tool; priority?: boolean }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  const name = localized.text(tool, "name")
  const description = localized.text(tool, "description")
  // Without an uploaded picture it is chosen by the Chinese name, the same in both languages; an
  // uploaded one that cannot be loaded gives way to that one.
  return (
    <Card as="article" interactive className="w-full" data-testid="tool-card">
      <CardPicture src={toolImage(tool)} fallback={toolImage({ name: tool.name })} priority={priority} />
      <div className="flex flex-1 flex-col gap-2.5 p-5">
        <div className="flex items-center gap-2">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
            <ToolIcon icon={tool.icon} className="size-5" />
          </span>
          <Badge tone={toolCategoryTone(tool.category)}>
            {labelOrCode(LL.pages.tools.categories, tool.category)}
          </Badge>
        </div>
        <h2 className="text-base font-semibold text-slate-900">
          <Link
            to="/tools/$id"
            params={{ id: String(tool.id) }}
            className="after:absolute after:inset-0 hover:text-brand-strong"
          >
            <span lang={langOf(name)}>{name.text}</span>
          </Link>
          {anyFallback(name, description) ? <ChineseOnlyMark /> : null}
        </h2>
        <p lang={langOf(description)} className="line-clamp-3 text-sm text-slate-600">
          {description.text}
        </p>
      </div>
    </Card>
  )
}

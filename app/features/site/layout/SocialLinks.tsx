import { Code, Globe, type LucideIcon, MessageCircle, Users } from "lucide-react"
import { Focusable } from "react-aria-components"
import type { SettingsFields } from "../../../../schema/entities/settings.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Tooltip } from "../../../ui/Tooltip.tsx"
import { type SocialAccount, socialAccounts } from "./nav-links.ts"

const icons: Record<SocialAccount["label"], LucideIcon> = {
  wechat: MessageCircle,
  weibo: Globe,
  github: Code,
  linkedin: Users,
}

/**
 * The footer's social icons, one per account whose address the settings give (none: no list at all);
 * each has its name as a tooltip and as its accessible name.
 */
export function SocialLinks({ settings, className }: { settings: SettingsFields; className?: string }) {
  const { LL } = useI18nContext()
  const accounts = socialAccounts(settings)
  if (accounts.length === 0) return null
  return (
    <ul aria-label={LL.site.footer.social()} className={`flex gap-2 ${className ?? ""}`}>
      {accounts.map(({ href, label }) => {
        const name = LL.site.footer[label]()
        const Icon = icons[label]
        return (
          <li key={label}>
            <Tooltip content={name}>
              <Focusable>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} ${LL.common.opensInNewTab()}`}
                  className="flex size-9 items-center justify-center rounded-lg bg-white/10 text-slate-200 transition hover:bg-white/20 hover:text-white"
                >
                  <Icon aria-hidden="true" className="size-4" />
                </a>
              </Focusable>
            </Tooltip>
          </li>
        )
      })}
    </ul>
  )
}

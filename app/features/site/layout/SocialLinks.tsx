import { Code, Globe, type LucideIcon, MessageCircle, Users } from "lucide-react"
import { Focusable } from "react-aria-components"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Tooltip } from "../../../ui/Tooltip.tsx"

interface Social {
  readonly href: string
  readonly icon: LucideIcon
  readonly label: "wechat" | "weibo" | "github" | "linkedin"
}

const socials: ReadonlyArray<Social> = [
  { href: "https://weixin.qq.com/", icon: MessageCircle, label: "wechat" },
  { href: "https://weibo.com/", icon: Globe, label: "weibo" },
  { href: "https://github.com/", icon: Code, label: "github" },
  { href: "https://www.linkedin.com/", icon: Users, label: "linkedin" },
]

/** The footer's social icons; each has its name as a tooltip and as its accessible name. */
export function SocialLinks() {
  const { LL } = useI18nContext()
  return (
    <ul aria-label={LL.site.footer.social()} className="flex gap-2">
      {socials.map(({ href, icon: Icon, label }) => {
        const name = LL.site.footer[label]()
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

import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { type MediaUseSite, type UsingEntity, addressOfUse } from "./media-uses.ts"
import { RouterAnchor } from "../ui/RouterAnchor.tsx"

const kindOf = (LL: TranslationFunctions, entity: UsingEntity): string =>
  entity === "blogPosts" ? LL.admin.nav.blog() : LL.admin.nav[entity]()

/**
 * The rows a picture is used in (issue 28), each a link to its screen searched for it, followed by
 * the router (ui/RouterAnchor.tsx).
 */
export function MediaUsesList({ uses }: { uses: ReadonlyArray<MediaUseSite> }) {
  const { LL } = useI18nContext()
  if (uses.length === 0) return null
  return (
    <div className="text-xs text-slate-700">
      <p className="font-medium text-slate-900">{LL.mediaLibrary.card.usedAt()}</p>
      <ul className="mt-1 flex flex-col gap-1" data-testid="media-uses">
        {uses.map((site) => {
          const address = addressOfUse(site)
          const kind = kindOf(LL, site.entity)
          return (
            <li key={`${site.entity}-${site.id}`}>
              <RouterAnchor href={address} className="text-blue-700 underline-offset-2 hover:underline">
                {site.name === "" ? kind : `${kind} · ${site.name}`}
              </RouterAnchor>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

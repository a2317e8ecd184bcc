/**
 * The readiness view's cards (ReadinessPage.tsx): a titled panel whose icon says whether its part is
 * complete, and an item card with "N of M on this device", what is beyond the cache's bound and the
 * first missing addresses.
 */
import type { ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { cx } from "../../../ui/cx.ts"
import type { ItemCheck } from "./verify.ts"

/** Missing items listed by name; the rest are counted. */
const listedMissing = 12

export function Panel({
  testId,
  icon,
  title,
  ok,
  children,
}: {
  testId: string
  icon: ReactNode
  title: string
  ok: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span aria-hidden="true" className={cx(ok ? "text-emerald-600" : "text-amber-600")}>
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  )
}

export function ItemCard({
  testId,
  icon,
  title,
  check,
  overLimit,
}: {
  testId: string
  icon: ReactNode
  title: string
  check: ItemCheck
  overLimit: number
}) {
  const { LL } = useI18nContext()
  const t = LL.readiness.items
  const shown = check.missing.slice(0, listedMissing)
  return (
    <Panel testId={testId} icon={icon} title={title} ok={check.missing.length === 0}>
      <p className="text-sm text-slate-700" data-testid={`${testId}-count`}>
        {t.present({ present: check.present, total: check.total })}
      </p>
      {overLimit > 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t.overLimit({ count: overLimit })}</p>
      ) : null}
      {shown.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-amber-800">{t.missingHeading()}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-xs text-slate-700" data-testid={`${testId}-missing`}>
            {shown.map((url) => (
              <li key={url} className="font-mono break-all">
                {displayAddress(url)}
              </li>
            ))}
            {check.missing.length > shown.length ? (
              <li>{t.missingMore({ count: check.missing.length - shown.length })}</li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {check.notOnSite !== undefined && check.notOnSite.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-slate-800">{t.notOnSiteHeading()}</h3>
          <p className="mt-0.5 text-xs text-slate-600">{t.notOnSiteHint()}</p>
          <ul
            className="mt-1 flex flex-col gap-1 text-xs text-slate-700"
            data-testid={`${testId}-not-on-site`}
          >
            {check.notOnSite.slice(0, listedMissing).map((url) => (
              <li key={url} className="font-mono break-all">
                {displayAddress(url)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  )
}

/** A same-site address without its origin; another site's in full. */
const displayAddress = (url: string): string => {
  try {
    const parsed = new URL(url)
    return typeof location !== "undefined" && parsed.origin === location.origin
      ? `${parsed.pathname}${parsed.search}`
      : url
  } catch {
    return url
  }
}

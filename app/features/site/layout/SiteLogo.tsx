import { Link } from "@tanstack/react-router"
import { cx } from "../../../ui/cx.ts"
import { LogoMark } from "./LogoMark.tsx"

/** The mark and the site name (from settings), linking home. */
export function SiteLogo({ siteName, inverse = false }: { siteName: string; inverse?: boolean }) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" data-testid="site-name">
      <LogoMark className="size-8 shrink-0" />
      <span
        className={cx("truncate text-lg font-bold tracking-tight", inverse ? "text-white" : "text-slate-900")}
      >
        {siteName}
      </span>
    </Link>
  )
}

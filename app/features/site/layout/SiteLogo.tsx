import { Link } from "@tanstack/react-router"
import { cx } from "../../../ui/cx.ts"
import { LogoMark } from "./LogoMark.tsx"

/**
 * The mark and the site name (from settings), linking home. A long name (the English "Zhiyuan Digital
 * Employees") goes onto two balanced lines in a smaller size rather than being cut off; only a name
 * longer than two lines is clamped.
 */
export function SiteLogo({ siteName, inverse = false }: { siteName: string; inverse?: boolean }) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" data-testid="site-name">
      <LogoMark className="size-8 shrink-0" />
      <span
        className={cx(
          "line-clamp-2 text-base leading-tight font-bold tracking-tight text-balance sm:text-lg",
          inverse ? "text-white" : "text-slate-900",
        )}
      >
        {siteName}
      </span>
    </Link>
  )
}

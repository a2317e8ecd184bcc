/**
 * A link to a back-office address with a query (`?q=`, `?translation=`), followed by the router, so the
 * back office stays loaded (offline too); a modified or middle click opens a new tab as usual. The
 * typed `<Link>` wants each route's search declared; these screens read their query themselves.
 */
import type { ReactNode } from "react"
import { useRouter } from "@tanstack/react-router"

export function RouterAnchor({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        router.history.push(href)
      }}
    >
      {children}
    </a>
  )
}

import type { ReactNode } from "react"

/** One titled card of My account (profile, password, sign-in methods, sessions). */
export function AccountCard({
  id,
  title,
  text,
  children,
  flush = false,
}: {
  id: string
  title: string
  text?: string
  children: ReactNode
  /** The body goes edge to edge (a list), not inside the card's padding. */
  flush?: boolean
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {text === undefined ? null : <p className="mt-0.5 text-sm text-slate-600">{text}</p>}
      </div>
      <div className={flush ? "" : "p-4 sm:p-5"}>{children}</div>
    </section>
  )
}

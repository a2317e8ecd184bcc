/**
 * Badge: a small pill label.
 * Props: `tone` (brand | accent | neutral | blue | green | yellow | purple | red | orange | pink |
 * teal, default neutral), `className`, `children`. All tones keep AA contrast on their own background.
 */
import { type ReactNode } from "react"
import { cx } from "./cx.ts"

export type BadgeTone =
  "brand" | "accent" | "neutral" | "blue" | "green" | "yellow" | "purple" | "red" | "orange" | "pink" | "teal"

const tones: Record<BadgeTone, string> = {
  brand: "bg-brand-soft text-brand-strong",
  accent: "bg-accent-soft text-accent-strong",
  neutral: "bg-slate-100 text-slate-700",
  blue: "bg-blue-50 text-blue-700",
  green: "bg-green-50 text-green-700",
  yellow: "bg-amber-50 text-amber-800",
  purple: "bg-purple-50 text-purple-700",
  red: "bg-red-50 text-red-700",
  orange: "bg-orange-50 text-orange-800",
  pink: "bg-pink-50 text-pink-700",
  teal: "bg-teal-50 text-teal-800",
}

export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

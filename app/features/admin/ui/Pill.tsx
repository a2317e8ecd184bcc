import type { ReactNode } from "react"

/** Pill colours; the text shade keeps WCAG AA contrast on its tinted background. */
export const pillColors = {
  blue: "bg-blue-100 text-blue-800",
  yellow: "bg-yellow-100 text-yellow-800",
  purple: "bg-purple-100 text-purple-800",
  green: "bg-green-100 text-green-800",
  red: "bg-red-100 text-red-800",
  gray: "bg-slate-100 text-slate-700",
  indigo: "bg-indigo-100 text-indigo-800",
  pink: "bg-pink-100 text-pink-800",
  teal: "bg-teal-100 text-teal-800",
  orange: "bg-orange-100 text-orange-800",
} as const
export type PillColor = keyof typeof pillColors

const hashed: ReadonlyArray<PillColor> = ["blue", "purple", "green", "orange", "pink", "teal", "indigo"]

/** A stable colour derived from a text (project categories, blog categories). */
export const colorForText = (text: string): PillColor => {
  let sum = 0
  for (const char of text) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 9973
  return hashed[sum % hashed.length] ?? "gray"
}

export function Pill({ color, children }: { color: PillColor; children: ReactNode }) {
  return (
    <span
      data-color={color}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${pillColors[color]}`}
    >
      {children}
    </span>
  )
}

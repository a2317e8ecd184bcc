import { useId, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { type DisplayValue, shortened } from "./value-display.ts"

/** One side of a field's difference: a text (long ones shortened, expandable), a list, yes/no or "(empty)". */
export function ValueView({ value, tone }: { value: DisplayValue; tone: "before" | "after" | "plain" }) {
  const { LL } = useI18nContext()
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const toneClass =
    tone === "before"
      ? "bg-red-50 text-slate-900 ring-1 ring-red-100"
      : tone === "after"
        ? "bg-green-50 text-slate-900 ring-1 ring-green-100"
        : "bg-slate-50 text-slate-900"
  const box = `rounded-md px-2 py-1 text-sm break-words ${toneClass}`

  switch (value.kind) {
    case "empty":
      return <span className={`${box} text-slate-600 italic`}>{LL.history.emptyValue()}</span>
    case "boolean":
      return <span className={box}>{value.value ? LL.history.yes() : LL.history.no()}</span>
    case "list":
      return (
        <ul className={`${box} flex flex-wrap gap-1`}>
          {value.items.map((item, index) => (
            <li key={index} className="rounded bg-white/80 px-1.5 py-0.5 ring-1 ring-slate-200">
              {item}
            </li>
          ))}
        </ul>
      )
    case "text":
      return (
        <span className={`${box} block whitespace-pre-wrap`}>
          <span id={id}>{value.long && !expanded ? shortened(value.text) : value.text}</span>
          {value.long ? (
            <button
              type="button"
              aria-controls={id}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
              className="ml-1 rounded text-sm font-medium text-blue-700 underline outline-none hover:text-blue-800 focus-visible:ring-2 focus-visible:ring-blue-500"
            >
              {expanded ? LL.history.showLess() : LL.history.showAll()}
            </button>
          ) : null}
        </span>
      )
  }
}

/**
 * The results of the site search, grouped by kind (issue 32): each group a heading and a list of
 * links, each with its title and a snippet, the matches marked. The arrow keys move from link to link
 * (and from the search field to the first: `onKeyDown` of the field calls focusFirstResult).
 */
import { Link } from "@tanstack/react-router"
import type { KeyboardEvent } from "react"
import type { SearchHit, SearchResults } from "../../../../shared/search/search-index.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { ChineseOnlyMark } from "../content/localized.tsx"
import { hitTarget } from "./hit-links.ts"
import { MarkedText } from "./MarkedText.tsx"

const resultSelector = "[data-search-result]"

/** The result links in `container`, in order. */
const resultLinks = (container: Element | null): HTMLElement[] =>
  container === null ? [] : [...container.querySelectorAll<HTMLElement>(resultSelector)]

/** Moves focus to the first result of the list with this id (from the search field's ArrowDown). */
export const focusFirstResult = (listId: string): boolean => {
  const first = resultLinks(document.getElementById(listId))[0]
  first?.focus()
  return first !== undefined
}

const moveFocus = (event: KeyboardEvent<HTMLElement>, fieldId: string) => {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return
  const links = resultLinks(event.currentTarget)
  const at = links.indexOf(document.activeElement as HTMLElement)
  if (at === -1) return
  event.preventDefault()
  const next = event.key === "ArrowDown" ? at + 1 : at - 1
  if (next < 0) document.getElementById(fieldId)?.focus()
  else links[Math.min(next, links.length - 1)]?.focus()
}

function HitItem({ hit }: { hit: SearchHit }) {
  const { locale } = useI18nContext()
  const page = locale === "en" ? "en" : "zh-CN"
  return (
    <li>
      <Link
        {...hitTarget(hit.kind, hit.id)}
        data-search-result=""
        data-testid="search-result"
        className="block rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition hover:border-brand/60 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
      >
        <span className="block text-base font-semibold text-slate-900">
          <span lang={hit.titleLanguage === page ? undefined : hit.titleLanguage}>
            <MarkedText marked={hit.title} />
          </span>
          {page === "en" && hit.titleLanguage === "zh-CN" ? <ChineseOnlyMark /> : null}
        </span>
        {hit.snippet === undefined ? null : (
          <span
            className="mt-1 block text-sm leading-relaxed text-slate-600"
            lang={hit.snippetLanguage === page ? undefined : hit.snippetLanguage}
          >
            <MarkedText marked={hit.snippet} />
          </span>
        )}
      </Link>
    </li>
  )
}

export function SearchResultsList({
  results,
  id,
  fieldId,
}: {
  results: SearchResults
  id: string
  fieldId: string
}) {
  const { LL } = useI18nContext()
  return (
    <div id={id} onKeyDown={(event) => moveFocus(event, fieldId)} className="flex flex-col gap-8">
      {results.groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`${id}-${group.kind}`}
          data-testid={`search-group-${group.kind}`}
        >
          <h2 id={`${id}-${group.kind}`} className="mb-3 text-lg font-semibold text-slate-900">
            {LL.search.kinds[group.kind]()}{" "}
            <span className="text-sm font-normal text-slate-500">({group.total})</span>
          </h2>
          <ul className="flex flex-col gap-2">
            {group.hits.map((hit) => (
              <HitItem key={`${hit.kind}:${hit.id}`} hit={hit} />
            ))}
          </ul>
          {group.total > group.hits.length ? (
            <p className="mt-2 text-sm text-slate-500">
              {LL.search.moreInGroup({ count: group.total - group.hits.length })}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  )
}

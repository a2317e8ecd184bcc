/**
 * The header field's suggestions (issue 32), loaded with the search index only once someone types:
 * the best few results of each kind as a listbox (the field is its combobox, HeaderSearch.tsx), the
 * last option the full results page, and the count said to screen readers.
 */
import { useNavigate } from "@tanstack/react-router"
import { useEffect, useMemo } from "react"
import type { SearchLanguage } from "../../../../shared/search/search-index.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { cx } from "../../../ui/cx.ts"
import { hitTarget } from "./hit-links.ts"
import { MarkedText } from "./MarkedText.tsx"
import { useSiteSearch } from "./site-search.ts"

/** What the field opens on Enter for each option, in order. */
export interface SuggestionOption {
  readonly open: () => void
}

/** Results shown per kind in the suggestions. */
const suggestionsPerKind = 3

export function SearchSuggestions({
  query,
  language,
  listboxId,
  active,
  onOptions,
  onShowAll,
  onOpened,
}: {
  query: string
  language: SearchLanguage
  listboxId: string
  active: number
  onOptions: (options: readonly SuggestionOption[]) => void
  onShowAll: () => void
  onOpened: () => void
}) {
  const { LL } = useI18nContext()
  const navigate = useNavigate()
  const { results } = useSiteSearch(query, language, suggestionsPerKind)
  const hits = useMemo(() => results?.groups.flatMap((group) => group.hits) ?? [], [results])

  const options = useMemo<SuggestionOption[]>(
    () => [
      ...hits.map((hit) => ({
        open: () => {
          onOpened()
          void navigate(hitTarget(hit.kind, hit.id))
        },
      })),
      { open: onShowAll },
    ],
    [hits, navigate, onOpened, onShowAll],
  )
  useEffect(() => {
    onOptions(options)
  }, [onOptions, options])

  const status =
    results === undefined
      ? LL.search.loading()
      : results.total === 0
        ? LL.search.noResults({ query })
        : LL.search.resultCount({ count: results.total, query })

  const groups = results?.groups ?? []
  // Each group's first option's place among all the options.
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.hits.length, 0))
  const option = (at: number, content: React.ReactNode, open: () => void, testId: string) => {
    return (
      <div
        key={at}
        id={`${listboxId}-${at}`}
        role="option"
        aria-selected={active === at}
        data-testid={testId}
        // The field keeps the focus: a press on an option must not blur it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={open}
        className={cx(
          "cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800",
          active === at ? "bg-brand-soft text-slate-900" : "hover:bg-slate-50",
        )}
      >
        {content}
      </div>
    )
  }

  return (
    <div
      className="absolute top-11 right-0 z-50 w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      data-testid="search-suggestions"
    >
      <p
        role="status"
        aria-live="polite"
        className="px-3 py-1 text-xs text-slate-600"
        data-testid="search-suggestions-status"
      >
        {status}
      </p>
      <div
        role="listbox"
        id={listboxId}
        aria-label={LL.search.label()}
        className="max-h-[70vh] overflow-y-auto"
      >
        {groups.map((group, groupAt) => (
          <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
            <div
              id={`${listboxId}-${group.kind}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {LL.search.kinds[group.kind]()}
            </div>
            {group.hits.map((hit, hitAt) =>
              option(
                (starts[groupAt] ?? 0) + hitAt,
                <>
                  <span
                    className="block font-medium"
                    lang={hit.titleLanguage === language ? undefined : hit.titleLanguage}
                  >
                    <MarkedText marked={hit.title} />
                  </span>
                  {hit.snippet === undefined ? null : (
                    <span
                      className="block truncate text-xs text-slate-600"
                      lang={hit.snippetLanguage === language ? undefined : hit.snippetLanguage}
                    >
                      <MarkedText marked={hit.snippet} />
                    </span>
                  )}
                </>,
                options[(starts[groupAt] ?? 0) + hitAt]?.open ?? onShowAll,
                "search-suggestion",
              ),
            )}
          </div>
        ))}
        {option(
          hits.length,
          <span className="font-medium text-brand-strong">{LL.search.seeAll()}</span>,
          onShowAll,
          "search-see-all",
        )}
      </div>
      <p className="px-3 pt-1 text-xs text-slate-500">{LL.search.keyboardHint()}</p>
    </div>
  )
}

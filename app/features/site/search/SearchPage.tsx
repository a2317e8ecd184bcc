/**
 * The site search's results page, /search?q= and /en/search?q= (issue 32): a search field (a plain
 * form, so a reader without scripts searches through the server's page), the count said to screen
 * readers (aria-live), and the results grouped by kind. The server renders it with the same results
 * (db/rows-answers.ts) and marks it noindex; in the browser the local index answers, offline too.
 */
import { useNavigate } from "@tanstack/react-router"
import { Search } from "lucide-react"
import { useId, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { EmptyState } from "../../../ui/EmptyState.tsx"
import { buttonClass } from "../../../ui/button-styles.ts"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { searchPagePath } from "./hit-links.ts"
import { SearchResultsList, focusFirstResult } from "./SearchResultsList.tsx"
import { useSiteSearch } from "./site-search.ts"

/** How many results each group shows on the page. */
export const pagePerKind = 20

export function SearchPage({ query }: { query: string }) {
  const { LL, locale } = useI18nContext()
  const language = locale === "en" ? "en" : "zh-CN"
  useDocumentTitle(LL.search.title())
  const navigate = useNavigate()
  const [text, setText] = useState(query)
  // The address is the truth: a link or the header's field can change it while this page is open.
  const [shown, setShown] = useState(query)
  if (shown !== query) {
    setShown(query)
    setText(query)
  }
  const { results } = useSiteSearch(query, language, pagePerKind)
  const fieldId = useId()
  const listId = useId()
  const trimmed = query.trim()

  const noMatch = trimmed !== "" && results !== undefined && results.total === 0
  const status =
    trimmed === ""
      ? LL.search.emptyQuery()
      : results === undefined
        ? LL.search.loading()
        : results.total === 0
          ? LL.search.noResults({ query: trimmed })
          : LL.search.resultCount({ count: results.total, query: trimmed })

  return (
    <div data-testid="search-page">
      <PageHeader title={LL.search.title()}>
        <form
          role="search"
          aria-label={LL.search.title()}
          action={searchPagePath(language, "")}
          method="get"
          onSubmit={(event) => {
            event.preventDefault()
            void navigate({ to: "/search", search: { q: text } })
          }}
          className="flex gap-2"
        >
          <label htmlFor={fieldId} className="sr-only">
            {LL.search.label()}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-500"
            />
            <input
              id={fieldId}
              type="search"
              name="q"
              value={text}
              autoComplete="off"
              placeholder={LL.search.placeholder()}
              data-testid="search-page-field"
              onChange={(event) => {
                setText(event.target.value)
                void navigate({ to: "/search", search: { q: event.target.value }, replace: true })
              }}
              onKeyDown={(event) => {
                if (event.key === "ArrowDown" && focusFirstResult(listId)) event.preventDefault()
              }}
              className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-strong focus:ring-2 focus:ring-brand/30 sm:text-sm"
            />
          </div>
          <button type="submit" className={buttonClass("primary", "md", "h-11")}>
            {LL.search.submit()}
          </button>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {/* Read out on every change; shown only above results (the empty state says it otherwise). */}
        <p
          role="status"
          aria-live="polite"
          className={noMatch ? "sr-only" : "mb-6 text-sm text-slate-700"}
          data-testid="search-status"
        >
          {status}
        </p>
        {results !== undefined && results.total > 0 ? (
          <div className="max-w-4xl">
            <SearchResultsList results={results} id={listId} fieldId={fieldId} />
          </div>
        ) : null}
        {noMatch ? (
          <div className="max-w-4xl">
            <EmptyState title={LL.search.noResults({ query: trimmed })} text={LL.search.noResultsHint()} />
          </div>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The site search's field in the header (issue 32). Light on purpose, it is in every page's first
 * load: a plain search form (a reader without scripts gets the server's results page), and from
 * wide screens a combobox whose suggestions, with the index behind them, load only once someone
 * types (SearchSuggestions.tsx, lazy). `/` or Ctrl+K (⌘K) focuses it anywhere but in a text field;
 * on a narrow screen, where the header has a search button instead, they open the results page.
 * Arrow keys move through the suggestions, Enter opens one (or the results page), Escape closes.
 */
import { Link, useNavigate } from "@tanstack/react-router"
import { Search } from "lucide-react"
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { ErrorBoundary } from "../../../ui/ErrorBoundary.tsx"
import { buttonClass } from "../../../ui/button-styles.ts"
import { searchPagePath } from "./hit-links.ts"
import type { SuggestionOption } from "./SearchSuggestions.tsx"

const SearchSuggestions = lazy(async () => ({
  default: (await import("./SearchSuggestions.tsx")).SearchSuggestions,
}))

/** Whether a key press is typed into a field (then `/` is a character, not the shortcut). */
const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))

const pageFieldSelector = '[data-testid="search-page-field"]'

export function HeaderSearch() {
  const { LL, locale } = useI18nContext()
  const language = locale === "en" ? "en" : "zh-CN"
  const navigate = useNavigate()
  const field = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const options = useRef<readonly SuggestionOption[]>([])
  const listboxId = useId()

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)) ||
        (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey)
      if (!shortcut) return
      event.preventDefault()
      const input = field.current
      // The header's field where it is shown; else the results page's own.
      if (input !== null && input.offsetParent !== null) {
        input.focus()
        input.select()
        return
      }
      const pageField = document.querySelector<HTMLInputElement>(pageFieldSelector)
      if (pageField !== null) pageField.focus()
      else
        void navigate({ to: "/search" }).then(() =>
          document.querySelector<HTMLInputElement>(pageFieldSelector)?.focus(),
        )
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [navigate])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const showAll = () => {
    close()
    field.current?.blur()
    void navigate({ to: "/search", search: { q: query.trim() } })
  }
  const expanded = open && query.trim() !== ""

  return (
    <>
      <form
        role="search"
        aria-label={LL.search.label()}
        action={searchPagePath(language, "")}
        method="get"
        className="relative hidden md:block"
        onSubmit={(event) => {
          event.preventDefault()
          showAll()
        }}
      >
        <label htmlFor={`${listboxId}-field`} className="sr-only">
          {LL.search.label()}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-500"
        />
        <input
          ref={field}
          id={`${listboxId}-field`}
          type="search"
          name="q"
          value={query}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-keyshortcuts="/ Control+K"
          title={LL.search.shortcut()}
          placeholder={LL.search.open()}
          data-testid="header-search"
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={(event) => {
            const count = options.current.length
            if (event.key === "Escape") {
              if (expanded) close()
              else setQuery("")
              return
            }
            if (!expanded || count === 0) return
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault()
              setActive((current) =>
                event.key === "ArrowDown"
                  ? current >= count - 1
                    ? 0
                    : current + 1
                  : current <= 0
                    ? count - 1
                    : current - 1,
              )
            } else if (event.key === "Enter" && active >= 0 && active < count) {
              event.preventDefault()
              const option = options.current[active]
              close()
              field.current?.blur()
              option?.open()
            }
          }}
          className="h-9 w-40 rounded-lg border border-slate-300 bg-white pr-2 pl-8 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:w-56 focus:border-brand-strong focus:ring-2 focus:ring-brand/30 [&::-webkit-search-cancel-button]:hidden"
          style={{ transition: "width 150ms" }}
        />
        {expanded ? (
          <ErrorBoundary>
            <Suspense fallback={null}>
              <SearchSuggestions
                query={query.trim()}
                language={language}
                listboxId={listboxId}
                active={active}
                onOptions={(next) => {
                  options.current = next
                }}
                onShowAll={showAll}
                onOpened={() => {
                  close()
                  field.current?.blur()
                }}
              />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </form>
      <Link
        to="/search"
        className={buttonClass("ghost", "sm", "md:hidden")}
        aria-label={LL.search.open()}
        data-testid="header-search-link"
      >
        <Search aria-hidden="true" className="size-5" />
      </Link>
    </>
  )
}

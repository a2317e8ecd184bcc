/** The site search (English). Mirrors app/i18n/zh-CN/search.ts key for key. */
import pageTexts from "../../../shared/page-texts/en.js"

const search = {
  title: pageTexts.search,
  label: "Search the site",
  placeholder: "Search employees, teams, projects, tools, posts",
  open: "Search",
  submit: "Search",
  shortcut: "Press / or Ctrl+K to search",
  kinds: {
    employee: "Digital employees",
    team: "Digital teams",
    project: "Project cases",
    tool: "AI tools",
    post: "Blog posts",
  },
  resultCount: "{count} {{result|results}} for “{query}”",
  noResults: "No results for “{query}”",
  noResultsHint: "Try another word or a shorter one; you can search in English or Chinese.",
  emptyQuery: "Type a word to search the site's digital employees, teams, projects, tools and posts.",
  loading: "Getting search ready…",
  moreInGroup: "{count} more",
  seeAll: "See all results",
  keyboardHint: "Use ↑ ↓ to choose a result, Enter to open it",
} as const

export default search

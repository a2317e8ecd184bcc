/**
 * Document titles per page and language: `useDocumentTitle(LL.pages.x.title())` in a page sets
 * "<page> | <site name>" (the site name comes from the settings via <SiteNameProvider> in the root
 * layout) and follows language and settings changes. Pass `null` for the bare site name (home).
 */
import { createContext, type ReactNode, useContext, useEffect } from "react"
import { useI18nContext } from "../i18n/i18n-react.tsx"

const SiteNameContext = createContext<string>("")

export function SiteNameProvider({ siteName, children }: { siteName: string; children: ReactNode }) {
  return <SiteNameContext.Provider value={siteName}>{children}</SiteNameContext.Provider>
}

export const useSiteName = (): string => useContext(SiteNameContext)

export function useDocumentTitle(page: string | null): void {
  const site = useSiteName()
  const { LL } = useI18nContext()
  const title = page === null || page === "" ? site : LL.common.documentTitle({ page, site })
  useEffect(() => {
    document.title = title
  }, [title])
}

/**
 * The not-found page ("404 页面未找到", "404 Page Not Found" in English; spec section 2, issue 28): unknown routes, and detail pages whose
 * id is bad or whose record is missing (site pages render <NotFoundPage /> themselves).
 */
import { Home } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { LinkButton } from "../../../ui/LinkButton.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"

export function NotFoundPage() {
  const { LL } = useI18nContext()
  useDocumentTitle(LL.common.notFound.documentTitle())
  return (
    <div
      data-testid="not-found"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      <p
        aria-hidden="true"
        className="bg-gradient-to-r from-brand-strong to-violet-600 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {LL.common.notFound.title()}
      </h1>
      <p className="mt-3 text-base text-slate-600">{LL.common.notFound.description()}</p>
      <LinkButton to="/" size="lg" className="mt-8">
        <Home aria-hidden="true" className="size-4" />
        {LL.common.notFound.backHome()}
      </LinkButton>
    </div>
  )
}

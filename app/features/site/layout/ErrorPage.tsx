/** What a route shows when it throws (router's error component): a message and a reload button. */
import { TriangleAlert } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { buttonClass } from "../../../ui/button-styles.ts"

export function ErrorPage() {
  const { LL } = useI18nContext()
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{LL.common.error.title()}</h1>
      <p className="mt-3 text-slate-600">{LL.common.error.description()}</p>
      <button
        type="button"
        className={buttonClass("primary", "lg", "mt-8")}
        onClick={() => location.reload()}
      >
        {LL.common.error.reload()}
      </button>
    </div>
  )
}

/**
 * Shows the back office once its texts are in the dictionary of the language on screen (they are
 * loaded apart from the site's: i18n/dictionary-parts.ts; the /systemadmin route starts loading them
 * with its own code). Until then a spinner: a text read before would be empty. The same wait follows
 * a change of language made outside the back office's own switch.
 */
import { type ReactNode, useLayoutEffect, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { hasBackOfficeTexts, loadBackOfficeTexts } from "../../../i18n/dictionary-parts.ts"
import { Spinner } from "../../../ui/Spinner.tsx"

export function BackOfficeTexts({ children }: { children: ReactNode }) {
  const { LL, locale, setLocale } = useI18nContext()
  const [failure, setFailure] = useState<unknown>(undefined)
  // The translation object on screen is made from the dictionary as it was then: it has the texts only
  // if it was made after they arrived (it has the keys of the dictionary it was made with).
  const ready = Reflect.has(LL, "admin")
  // A layout effect: texts already loaded (by the route) are shown before the spinner is painted.
  useLayoutEffect(() => {
    if (ready) return
    if (hasBackOfficeTexts(locale)) {
      setLocale(locale)
      return
    }
    let current = true
    loadBackOfficeTexts(locale).then(
      () => {
        // Made again, now with the texts.
        if (current) setLocale(locale)
      },
      (error: unknown) => {
        if (current) setFailure(error)
      },
    )
    return () => {
      current = false
    }
  }, [ready, locale, setLocale])
  // Shown by the router's error page ("reload"): without its texts the back office cannot be drawn.
  if (failure !== undefined) throw failure
  if (!ready) return <Spinner look="admin" label={LL.common.loading()} className="min-h-screen" />
  return children
}

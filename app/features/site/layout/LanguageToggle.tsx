import { useRouter } from "@tanstack/react-router"
import { Languages } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import type { Locales } from "../../../i18n/i18n-types.ts"
import { loadSiteTexts } from "../../../i18n/dictionary-parts.ts"
import { buttonClass } from "../../../ui/button-styles.ts"
import { saveLanguage } from "./language.ts"
import { addressIn, addressLanguage } from "./language-address.ts"

/**
 * The header's zh-CN <-> en switch. It shows the language it switches to, written in that language
 * (so a reader of either can find it; on a phone, the translate mark only); the choice is saved (localStorage "language", spec section 1)
 * and the page moves to its address in that language (`/x` <-> `/en/x`, language-address.ts), in
 * place: the router reads both as the same page, so nothing is loaded again. A native button
 * with the <Button> look: the header is in the first paint, react-aria is not needed there.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { LL, locale, setLocale } = useI18nContext()
  const router = useRouter()
  const next: Locales = locale === "en" ? "zh-CN" : "en"
  const switchLanguage = async () => {
    await loadSiteTexts(next)
    saveLanguage(next)
    const { pathname, search, hash } = window.location
    // Pushed as it is (not through router.navigate, whose links are written in the language on screen).
    if (addressLanguage(pathname) !== undefined)
      router.history.push(`${addressIn(pathname, next)}${search}${hash}`)
    setLocale(next)
  }
  return (
    <button
      type="button"
      className={buttonClass("ghost", "sm", className)}
      aria-label={LL.common.language.switchLabel()}
      lang={next}
      data-testid="language-toggle"
      onClick={() => void switchLanguage()}
    >
      <Languages aria-hidden="true" className="size-4" />
      {/* On a phone the translate mark alone: with the label, the English site name no longer fit
          beside the header's buttons at 390 px (and at 360 px in neither size), where a reader's CJK
          font draws "中文" wide. The button's name says what it does either way. */}
      <span aria-hidden="true" className="hidden sm:inline">
        {LL.common.language.switchTo()}
      </span>
    </button>
  )
}

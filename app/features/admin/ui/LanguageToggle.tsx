/**
 * The back office's 中文/English switch, shown by the sign-in page (auth/) and the shell's header
 * (layout/): a widget of the admin kit, so neither of those folders imports the other for it.
 */
import { Languages } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import type { Locales } from "../../../i18n/i18n-types.ts"
import { loadBackOfficeTexts, loadSiteTexts } from "../../../i18n/dictionary-parts.ts"
import { Button } from "../../../ui/Button.tsx"

/** Switches zh-CN <-> en inside the back office; the choice is kept under the "language" key (spec section 1). */
export function LanguageToggle({ className = "" }: { className?: string }) {
  // The visible text ("English" / "中文") is the accessible name, in its own language.
  const { LL, locale, setLocale } = useI18nContext()
  const switchLanguage = async () => {
    const next: Locales = locale === "en" ? "zh-CN" : "en"
    // Both parts of the dictionary before the switch: the screen changes language in one step.
    await Promise.all([loadSiteTexts(next), loadBackOfficeTexts(next)])
    setLocale(next)
    localStorage.setItem("language", next)
    document.documentElement.lang = next
  }
  return (
    <Button
      look="admin"
      variant="ghost"
      size="sm"
      className={className}
      lang={locale === "en" ? "zh-CN" : "en"}
      onPress={() => void switchLanguage()}
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      <span>{LL.admin.nav.language()}</span>
    </Button>
  )
}

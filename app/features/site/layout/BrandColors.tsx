import { useEffect } from "react"
import { brandVariables } from "../../../ui/brand-colors.ts"

/**
 * Applies the settings' primary and accent colours as CSS custom properties on <html>, and the
 * primary colour to the browser's theme-color, whenever the settings change.
 */
export function BrandColors({ primary, accent }: { primary: string; accent: string }) {
  useEffect(() => {
    const variables = brandVariables(primary, accent)
    const style = document.documentElement.style
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value)
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", variables["--brand-strong"])
  }, [primary, accent])
  return null
}

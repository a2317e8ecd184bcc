/**
 * The contrast line under a brand colour field (issue 28, WCAG AA): how white text reads on the
 * colour, and, below 4.5:1, the darker shade the site draws buttons and links with instead
 * (app/ui/brand-colors.ts makes it), so an administrator sees what visitors will get.
 */
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { contrastWithWhite, parseHex, strongShade } from "../../../ui/brand-colors.ts"

/** WCAG 2 AA for normal text. */
export const aaContrast = 4.5

/** A ratio as people read it, never rounded up past the threshold ("4.49", not "4.5"). */
export const ratioText = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2)

/** The line for `value`; nothing while it is not a colour (the field's own message says so). */
export const contrastHint = (LL: TranslationFunctions, value: string): string | undefined => {
  if (parseHex(value) === null) return undefined
  const t = LL.adminSettings
  const ratio = contrastWithWhite(value)
  if (ratio >= aaContrast) return t.contrastPass({ ratio: ratioText(ratio) })
  const shade = strongShade(value)
  return t.contrastAdjusted({
    ratio: ratioText(ratio),
    shade,
    shadeRatio: ratioText(contrastWithWhite(shade)),
  })
}

/**
 * Turns the settings' primary and accent colours (any hex an admin types) into the CSS variables the
 * theme uses: the colour itself, a "strong" shade darkened until white text on it (and it as text on
 * white) reaches WCAG AA 4.5:1, and a very light "soft" tint for backgrounds. Pure, so it is tested.
 */
type Rgb = readonly [number, number, number]

export const parseHex = (hex: string): Rgb | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return null
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1]
  const value = Number.parseInt(digits, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [
  from[0] + (to[0] - from[0]) * amount,
  from[1] + (to[1] - from[1]) * amount,
  from[2] + (to[2] - from[2]) * amount,
]

const luminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of a colour against white. */
export const contrastWithWhite = (hex: string): number => {
  const rgb = parseHex(hex)
  return rgb === null ? 1 : 1.05 / (luminance(rgb) + 0.05)
}

const black: Rgb = [0, 0, 0]
const white: Rgb = [255, 255, 255]

/** The colour, darkened in small steps until it reaches 4.5:1 against white (aiming at 5.2, so it also passes on its own soft tint). */
export const strongShade = (hex: string): string => {
  const rgb = parseHex(hex)
  if (rgb === null) return "#1d4ed8"
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(mix(rgb, black, step * 0.05))
    if (contrastWithWhite(candidate) >= 5.2) return candidate
  }
  return "#000000"
}

export const softTint = (hex: string): string => {
  const rgb = parseHex(hex)
  return rgb === null ? "#eff6ff" : toHex(mix(rgb, white, 0.92))
}

export interface BrandVariables {
  readonly "--brand": string
  readonly "--brand-strong": string
  readonly "--brand-soft": string
  readonly "--accent": string
  readonly "--accent-strong": string
  readonly "--accent-soft": string
}

export const brandVariables = (primary: string, accent: string): BrandVariables => {
  const safePrimary = parseHex(primary) ? primary : "#3b82f6"
  const safeAccent = parseHex(accent) ? accent : "#10b981"
  return {
    "--brand": safePrimary,
    "--brand-strong": strongShade(safePrimary),
    "--brand-soft": softTint(safePrimary),
    "--accent": safeAccent,
    "--accent-strong": strongShade(safeAccent),
    "--accent-soft": softTint(safeAccent),
  }
}

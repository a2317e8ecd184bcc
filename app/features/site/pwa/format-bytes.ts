/** "12.3 MB" / "12.3 MB" in the reader's locale: bytes in the largest unit that keeps the number >= 1. */
const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const

export const formatBytes = (bytes: number, locale: string): string => {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}

/** Joins class names, dropping empty ones (no dependency needed for this). */
export const cx = (...names: ReadonlyArray<string | false | null | undefined>): string =>
  names.filter(Boolean).join(" ")

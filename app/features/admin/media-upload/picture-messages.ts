/** The person's-language message for a file refused before queueing (check-picture.ts). */
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { PictureProblem } from "./check-picture.ts"

/** Bytes as the person reads them: "10 MB", "12.4 MB", "300 KB". */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

export const problemMessage = (LL: TranslationFunctions, problem: PictureProblem, name: string): string => {
  const t = LL.mediaUpload
  switch (problem.kind) {
    case "svg":
      return t.svgRefused()
    case "size":
      return t.tooLarge({ name, size: formatBytes(problem.bytes), max: formatBytes(problem.max) })
    case "unreadable":
      return t.unreadable({ name })
    default:
      return t.wrongType({ name })
  }
}
